/**
 * Every check of the login password outside login (change password, points `passwordCheck`,
 * binding a phone or e-mail) shares one failure counter per member (`attempt_counters`, scope
 * `login-password-check`): 5 wrong answers lock those checks for 15 minutes; a right answer
 * clears the counter. A check still running is a claim (`secret-check-claims.ts`), not a failure,
 * taken under the counter row's lock: a new check is admitted only while confirmed failures plus
 * running checks stay below 5, so parallel guesses still get at most 5 compares, while a typo
 * next to the member's own parallel right answers is one failure, not a lock.
 */
import type { ErrorCode } from '#contract/error-codes.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { POLICY } from './account-policy.ts';
import type { Member } from './member-repository.ts';
import { verifyPassword } from './password-hash.ts';
import { dropClaims, insertClaims, runningChecks, waitWhileBusy } from './secret-check-claims.ts';

const SCOPE = 'login-password-check';
export const PASSWORD_RECHECK_RULE = {
  limit: POLICY.lockAfterFailures,
  windowMs: POLICY.failureWindowMs,
  lockMs: POLICY.lockMs,
} as const;

const claimTarget = (memberId: number) => ({ scope: SCOPE, key: String(memberId) });

const lockedRefusal = (until: Date): never =>
  refuse('login.pwd.forbidden.err', `Too many wrong passwords; try again after ${until.toISOString()}`);

/**
 * The member's counter row, created if missing and locked for the rest of `tx`, in one upsert:
 * an insert-then-select could find the row deleted in between by a right answer (PostgreSQL,
 * read committed), while `ON CONFLICT DO UPDATE` locks the row it returns or inserts anew.
 */
async function lockCounter(
  tx: Db,
  memberId: number,
  now: Date,
): Promise<{ attempts: number; locked_until: Date | null; window_started_at: Date }> {
  const rows = await tx.query<{ attempts: number; locked_until: Date | null; window_started_at: Date }>(
    `INSERT INTO attempt_counters AS c (scope, key, attempts, window_started_at, locked_until) VALUES ($1, $2, 0, $3, NULL)
     ON CONFLICT (scope, key) DO UPDATE SET attempts = c.attempts
     RETURNING attempts, locked_until, window_started_at`,
    [SCOPE, String(memberId), now],
  );
  const row = rows[0];
  if (!row) throw new Error(`counter of member ${memberId} is gone`);
  return row;
}

/**
 * One try at claiming a check: refused while locked, `busy` while confirmed failures plus running
 * checks reach the limit, else a claim id. An ended lock or window starts the count again.
 */
async function tryClaimRecheck(db: Db, memberId: number, now: Date): Promise<{ claimId: string } | 'busy'> {
  return db.transaction(async (tx) => {
    const row = await lockCounter(tx, memberId, now);
    let failures = row.attempts;
    const lockEnded = row.locked_until !== null && row.locked_until <= now;
    if (row.locked_until !== null && !lockEnded) lockedRefusal(row.locked_until);
    if (lockEnded || row.window_started_at.getTime() <= now.getTime() - PASSWORD_RECHECK_RULE.windowMs) {
      await tx.query(
        'UPDATE attempt_counters SET attempts = 0, window_started_at = $3, locked_until = NULL WHERE scope = $1 AND key = $2',
        [SCOPE, String(memberId), now],
      );
      failures = 0;
    }
    if (failures + (await runningChecks(tx, claimTarget(memberId), now)) >= PASSWORD_RECHECK_RULE.limit) return 'busy';
    return { claimId: await insertClaims(tx, [claimTarget(memberId)], now) };
  });
}

/** Ends a check: a right answer clears the counter, a wrong one is a confirmed failure (the 5th locks). */
async function confirmRecheck(db: Db, memberId: number, claimId: string, right: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCounter(tx, memberId, now);
    await dropClaims(tx, claimId, now);
    if (right) {
      await tx.query('DELETE FROM attempt_counters WHERE scope = $1 AND key = $2', [SCOPE, String(memberId)]);
      return;
    }
    await tx.query(
      `UPDATE attempt_counters SET attempts = attempts + 1,
         locked_until = CASE WHEN attempts + 1 >= $3 THEN $4::timestamptz ELSE locked_until END
       WHERE scope = $1 AND key = $2 AND (locked_until IS NULL OR locked_until <= $5::timestamptz)`,
      [
        SCOPE,
        String(memberId),
        PASSWORD_RECHECK_RULE.limit,
        new Date(now.getTime() + PASSWORD_RECHECK_RULE.lockMs),
        now,
      ],
    );
  });
}

/**
 * Refuses `wrongCode` when `password` is not the member's login password, `login.pwd.forbidden.err`
 * while locked, `too.much.request` when running checks keep every claim taken for 10 s.
 */
export async function recheckLoginPassword(
  db: Db,
  member: Member,
  password: string,
  now: Date,
  wrongCode: ErrorCode,
  wrongMessage: string,
): Promise<void> {
  const claim = await waitWhileBusy(() => tryClaimRecheck(db, member.id, now));
  if (claim === 'busy') refuse('too.much.request', 'Too many password checks at once; try again');
  const { claimId } = claim;
  const right = await verifyPassword(password, member.passwordHash).catch(async (error: unknown) => {
    await dropClaims(db, claimId, now);
    throw error;
  });
  await confirmRecheck(db, member.id, claimId, right, now);
  if (!right) refuse(wrongCode, wrongMessage);
}
