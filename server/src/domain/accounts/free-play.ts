/**
 * `POST /wps/session/login/freeplay`: a new trial member (type 4, `guest` + 6 digits) with an
 * unusable random password, signed in at once, with its trial credit (granted once; see
 * wallet/trial-wallet.ts). FREEPLAY3 must be on; the route checks the Encryption and
 * X-Gateway-Version headers. One address starts at most `trial.settings.freePlaysPerIpPerHour`
 * trials per rolling hour (`TOO_MANY_REQUESTS`), so trial credit cannot be farmed by new sessions.
 */
import { randomBytes, randomInt } from 'node:crypto';

import { TRIAL_TYPE, type Session } from '#contract/session-schemas.ts';

import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { ensureTrialCredit } from '../wallet/trial-wallet.ts';
import type { AccountContext } from './account-context.ts';
import { claimAttempt } from './attempt-counters.ts';
import { findMemberById, insertMember } from './member-repository.ts';
import { loginAnswer } from './member-views.ts';
import { requireModule } from './module-flags.ts';
import { hashPassword } from './password-hash.ts';

const HOUR_MS = 3_600_000;

export async function startFreePlay(ctx: AccountContext): Promise<Session> {
  const { db, now, ip } = ctx;
  await requireModule(db, 'FREEPLAY3');
  const { freePlaysPerIpPerHour } = await readSetting(db, SETTINGS.trial);
  if (!(await claimAttempt(db, 'freeplay-ip', ip, { limit: freePlaysPerIpPerHour, windowMs: HOUR_MS }, now)).ok) {
    refuse('TOO_MANY_REQUESTS', 'Too many free trials from this address; please try again later');
  }
  const passwordHash = await hashPassword(randomBytes(24).toString('base64'));
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = `guest${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const taken = await db.query('SELECT 1 FROM members WHERE lower(username) = $1', [username]);
    if (taken.length > 0) continue;
    const id = await insertMember(db, { username, passwordHash, type: TRIAL_TYPE }, now);
    const member = await findMemberById(db, id);
    if (!member) continue;
    await ensureTrialCredit(db, member, now);
    return loginAnswer(db, member, ip, now);
  }
  refuse('register.failed', 'No free trial name is available; try again');
}
