/**
 * Checking an authenticator code. A code passes once: its time step is spent in the same
 * statement that accepts it (authenticator-repository.ts), and a recovery code is marked used the
 * same way. Checks made with a session (confirm, the withdrawal switch, unbind, withdrawals) are
 * limited per member like every other secret (`attempt_counters`, scope `authenticator-check`):
 * the check is claimed before the code is compared, so 30 parallel guesses get 5 compares; the
 * 5th wrong one locks these checks for 15 minutes (`authenticator.locked`); a right code clears
 * the count. New-IP verification counts on its own per-account counter instead
 * (login-verification-lock.ts), shared with its other methods.
 */
import type { Db } from '../../db/database.ts';
import { claimAttempt, releaseAttempts, type AttemptRule } from '../accounts/attempt-counters.ts';
import { badParam, refuse } from '../refusal.ts';
import { findActiveAuthenticator, spendStep, type Authenticator } from './authenticator-repository.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { matchingStep, totpCode } from './totp.ts';

const SCOPE = 'authenticator-check';
const MINUTE = 60_000;
export const AUTHENTICATOR_CHECK_RULE: AttemptRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Claims one in-session code check for the member, or refuses with `authenticator.locked` (value `lockedUntil`). */
export async function claimAuthenticatorCheck(db: Db, memberId: number, now: Date): Promise<void> {
  const claim = await claimAttempt(db, SCOPE, String(memberId), AUTHENTICATOR_CHECK_RULE, now);
  if (!claim.ok)
    refuse('authenticator.locked', 'Too many wrong authenticator codes; try again later', {
      lockedUntil: claim.lockedUntil,
    });
}

/** A right code: the member's failed checks are forgotten. */
export async function releaseAuthenticatorCheck(db: Db, memberId: number): Promise<void> {
  await releaseAttempts(db, SCOPE, String(memberId));
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
