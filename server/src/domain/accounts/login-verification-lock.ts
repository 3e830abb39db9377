/**
 * Wrong new-IP verification answers per account. One counter per member, kept across
 * verifications and logins: a right password opens a new verification but never new tries, so
 * guessing cannot be renewed by logging in again. An answer is claimed on the counter *before* it
 * is checked (attempt-counters.ts: one atomic upsert), so racing answers cannot each take one of
 * the same tries. The `maxFailures`th claim sets the lock for `lockMinutes` (setting
 * `login.verification`); a right answer clears the counter. Failures older than a day are forgotten.
 */
import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { loginRefusal } from './account-context.ts';
import { claimAttempt, releaseAttempts, type AttemptRule } from './attempt-counters.ts';

const SCOPE = 'login-verify-account';
const WINDOW_MS = 24 * 3_600_000;

async function rule(db: Db): Promise<AttemptRule> {
  const { maxFailures, lockMinutes } = await readSetting(db, SETTINGS.loginVerification);
  return { limit: maxFailures, windowMs: WINDOW_MS, lockMs: lockMinutes * 60_000 };
}

function refuseLocked(lockedUntil: number): never {
  refuse(
    'login.verify.locked',
    'Too many wrong verification answers: logging in from a new device is locked for this account for now',
    loginRefusal({ lockedUntil }),
  );
}

/** Refuses with `login.verify.locked` while the member's verification is locked (no new verification, no code). */
export async function assertVerificationOpen(db: Db, memberId: number, now: Date): Promise<void> {
  const rows = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM attempt_counters WHERE scope = $1 AND key = $2',
    [SCOPE, String(memberId)],
  );
  const lockedUntil = rows[0]?.locked_until?.getTime();
  if (lockedUntil !== undefined && lockedUntil > now.getTime()) refuseLocked(lockedUntil);
}

/** Claims one answer check for the member (before it is compared), or refuses while locked. */
export async function claimVerificationAnswer(db: Db, memberId: number, now: Date): Promise<void> {
  const claim = await claimAttempt(db, SCOPE, String(memberId), await rule(db), now);
  if (!claim.ok) refuseLocked(claim.lockedUntil);
}

/** A right answer: the member's failures (and any lock they set) are forgotten. */
export async function clearVerificationFailures(db: Db, memberId: number): Promise<void> {
  await releaseAttempts(db, SCOPE, String(memberId));
}

/** Operator reset: one member's verification failures and lock, or (null) every member's; returns how many. */
export async function clearVerificationLocks(db: Db, memberId: number | null): Promise<number> {
  const rows = await db.query(
    'DELETE FROM attempt_counters WHERE scope = $1 AND ($2::text IS NULL OR key = $2) RETURNING key',
    [SCOPE, memberId === null ? null : String(memberId)],
  );
  return rows.length;
}
