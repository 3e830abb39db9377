/**
 * Checking an authenticator code. A code passes once: its time step is spent in the same
 * statement that accepts it (authenticator-repository.ts), and a recovery code is marked used the
 * same way. Checks made with a session (confirm, the withdrawal switch, unbind, withdrawals) are
 * limited per member like every other secret (`attempt_counters`, scope `authenticator-check`):
 * the check is claimed before the code is compared, so 30 parallel guesses get 5 compares; the
 * 5th wrong one locks these checks (`authenticator.locked`, with the time they open again), for
 * 15 minutes the first time in a day and twice as long each time after (30, 60, 120…). A second
 * counter (scope `authenticator-check-day`, claimed the same way) allows 20 checks a day and then
 * locks them for a day: a stolen session gets 20 guesses a day, not the 450 a fixed 15-minute lock
 * allowed. A right code clears both counts. New-IP verification counts on its own per-account counter instead
 * (login-verification-lock.ts), shared with its other methods.
 */
import type { Db } from '../../db/database.ts';
import { claimAttempt, releaseAttempts, type AttemptRule } from '../accounts/attempt-counters.ts';
import { badParam, refuse } from '../refusal.ts';
import { findActiveAuthenticator, spendStep, type Authenticator } from './authenticator-repository.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { matchingStep, totpCode } from './totp.ts';

const SCOPE = 'authenticator-check';
const DAY_SCOPE = 'authenticator-check-day';
const MINUTE = 60_000;
/** The first lock of a day; each later one doubles it. */
export const AUTHENTICATOR_CHECK_RULE: AttemptRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Checks a day, right or wrong until a right one clears them; the last one locks for a day. */
export const AUTHENTICATOR_DAY_RULE: AttemptRule = { limit: 20, windowMs: 24 * 60 * MINUTE, lockMs: 24 * 60 * MINUTE };

function refuseLocked(lockedUntil: number): never {
  refuse('authenticator.locked', 'Too many wrong authenticator codes; try again later', { lockedUntil });
}

/** The day counter as stored: how many checks its window holds, and its lock. */
async function readDay(db: Db, memberId: number, now: Date): Promise<{ attempts: number; lockedUntil: number | null }> {
  const rows = await db.query<{ attempts: number; locked_until: Date | null; window_started_at: Date }>(
    'SELECT attempts, locked_until, window_started_at FROM attempt_counters WHERE scope = $1 AND key = $2',
    [DAY_SCOPE, String(memberId)],
  );
  const row = rows[0];
  const locked = row?.locked_until && row.locked_until.getTime() > now.getTime() ? row.locked_until.getTime() : null;
  const live =
    row && (locked !== null || row.window_started_at.getTime() > now.getTime() - AUTHENTICATOR_DAY_RULE.windowMs);
  return { attempts: live ? row.attempts : 0, lockedUntil: locked };
}

/**
 * Claims one in-session code check for the member, or refuses with `authenticator.locked` (value
 * `lockedUntil`). The short counter's lock is 15 minutes times 2 for every lock already earned
 * today (read before the claim: parallel claims may all see the same count, which only ever
 * chooses the shorter of two locks, never allows a check the counters refuse).
 */
export async function claimAuthenticatorCheck(db: Db, memberId: number, now: Date): Promise<void> {
  const day = await readDay(db, memberId, now);
  if (day.lockedUntil !== null) refuseLocked(day.lockedUntil);
  const earlierLocks = Math.floor(day.attempts / AUTHENTICATOR_CHECK_RULE.limit);
  const rule = { ...AUTHENTICATOR_CHECK_RULE, lockMs: (AUTHENTICATOR_CHECK_RULE.lockMs ?? 0) * 2 ** earlierLocks };
  const claim = await claimAttempt(db, SCOPE, String(memberId), rule, now);
  // Refused: the member is told the later of the two locks (a racing claim may just have locked the day).
  if (!claim.ok) refuseLocked(Math.max(claim.lockedUntil, (await readDay(db, memberId, now)).lockedUntil ?? 0));
  const dayClaim = await claimAttempt(db, DAY_SCOPE, String(memberId), AUTHENTICATOR_DAY_RULE, now);
  if (!dayClaim.ok) refuseLocked(dayClaim.lockedUntil);
}

/** A right code: the member's failed checks (and the day's) are forgotten. */
export async function releaseAuthenticatorCheck(db: Db, memberId: number): Promise<void> {
  await releaseAttempts(db, SCOPE, String(memberId));
  await releaseAttempts(db, DAY_SCOPE, String(memberId));
}

export function refuseWrongCode(): never {
  refuse('authenticator.code.invalid', 'The authenticator code is wrong or was already used');
}

/** The member's active authenticator, or `authenticator.not.bound`. */
export async function requireActiveAuthenticator(db: Db, memberId: number): Promise<Authenticator> {
  const authenticator = await findActiveAuthenticator(db, memberId);
  if (!authenticator) refuse('authenticator.not.bound', 'No authenticator is bound to this account');
  return authenticator;
}

/**
 * Whether `input` is a current code of the authenticator (its step spent now) or, with `recovery`,
 * one of the member's unused recovery codes (used up now). Counts nothing itself.
 */
export async function acceptCode(
  db: Db,
  authenticator: Authenticator,
  input: string | undefined,
  now: Date,
  recovery: boolean,
): Promise<boolean> {
  const code = totpCode(input);
  if (code !== null) {
    const step = matchingStep(authenticator.secret, code, now);
    return step !== null && (await spendStep(db, authenticator.memberId, step));
  }
  return recovery && (await useRecoveryCode(db, authenticator.memberId, input ?? '', now));
}

/**
 * An in-session check: refuses unless `input` is accepted (a current code, or with `recovery` a
 * recovery code), claimed on the member's counter first.
 */
export async function requireAuthenticatorCode(
  db: Db,
  memberId: number,
  input: string | undefined,
  now: Date,
  recovery: boolean,
): Promise<Authenticator> {
  const authenticator = await requireActiveAuthenticator(db, memberId);
  if (!input?.trim()) badParam('verificationCode', 'is required');
  await claimAuthenticatorCheck(db, memberId, now);
  if (!(await acceptCode(db, authenticator, input, now, recovery))) refuseWrongCode();
  await releaseAuthenticatorCheck(db, memberId);
  return authenticator;
}

/**
 * The withdrawal's code, in two halves so that the step is spent inside the withdrawal's own
 * transaction (a refused withdrawal rolls the spend back; a parallel one with the same code waits
 * on the row and then fails): here the code is claimed and compared, and the step it matched is
 * answered; `spendWithdrawalStep` spends it. Null when the member has not turned the check on.
 */
export async function matchWithdrawalCode(
  db: Db,
  memberId: number,
  input: string | undefined,
  now: Date,
  /** `bound`: asked whenever an authenticator is bound (a contract offer), not only with the switch on. */
  when: 'forWithdrawals' | 'bound' = 'forWithdrawals',
): Promise<number | null> {
  const authenticator = await findActiveAuthenticator(db, memberId);
  if (!authenticator || (when === 'forWithdrawals' && !authenticator.forWithdrawals)) return null;
  if (!input?.trim()) badParam('authenticatorCode', 'is required');
  await claimAuthenticatorCheck(db, memberId, now);
  const code = totpCode(input);
  const step = code === null ? null : matchingStep(authenticator.secret, code, now);
  if (step === null || step <= authenticator.lastStep) refuseWrongCode();
  await releaseAuthenticatorCheck(db, memberId);
  return step;
}

/** Spends the withdrawal code's step in the withdrawal's transaction; refuses a code already used. */
export async function spendWithdrawalStep(tx: Db, memberId: number, step: number): Promise<void> {
  if (!(await spendStep(tx, memberId, step))) refuseWrongCode();
}
