/**
 * Every check of the login password outside login (change password, points `passwordCheck`,
 * binding a phone or e-mail) shares one failure counter per member: 5 wrong answers lock those
 * checks for 15 minutes, claimed atomically before the compare so parallel guesses cannot
 * each get a free try (issue 15). A right answer clears the counter.
 */
import type { Db } from '../../db/database.ts';
import { POLICY } from './account-policy.ts';
import { refuse } from './account-refusal.ts';
import { claimAttempt, releaseAttempts } from './attempt-counters.ts';
import type { Member } from './member-repository.ts';
import { verifyPassword } from './password-hash.ts';

const SCOPE = 'login-password-check';
export const PASSWORD_RECHECK_RULE = { limit: POLICY.lockAfterFailures, windowMs: POLICY.failureWindowMs, lockMs: POLICY.lockMs } as const;

/** Refuses `wrongCode` when `password` is not the member's login password, `login.pwd.forbidden.err` while locked. */
export async function recheckLoginPassword(db: Db, member: Member, password: string, now: Date, wrongCode: string, wrongMessage: string): Promise<void> {
  const claim = await claimAttempt(db, SCOPE, String(member.id), PASSWORD_RECHECK_RULE, now);
  if (!claim.ok) {
    refuse('login.pwd.forbidden.err', `Too many wrong passwords; try again after ${new Date(claim.lockedUntil).toISOString()}`);
  }
  if (await verifyPassword(password, member.passwordHash)) {
    await releaseAttempts(db, SCOPE, String(member.id));
    return;
  }
  refuse(wrongCode, wrongMessage);
}
