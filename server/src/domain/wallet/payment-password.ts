/**
 * The payment password: hashed like login passwords (scrypt), demanded by withdrawals, bank
 * cards and upline transfers. Five wrong answers in a row lock those calls for 15 minutes
 * (`wallet.is.locked`); a right answer clears the count.
 */
import type { RegisterRule } from '#contract/system-schemas.ts';
import { badParam, refuse } from '../accounts/account-refusal.ts';
import type { Member } from '../accounts/member-repository.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hash.ts';
import { followsRule, readRegisterRules } from '../accounts/register-rules.ts';
import { requireRealMember, type MoneyContext } from './money-context.ts';

export const PAYMENT_PASSWORD_POLICY = { maxFailures: 5, lockMs: 15 * 60_000 } as const;

/** Used when the register rules carry no `paymentPassword` rule: six digits. */
const DEFAULT_RULE: Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'> = { acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 };

interface Row {
  payment_password_hash: string | null;
  payment_password_locked_until: Date | string | null;
}

async function readRow(ctx: MoneyContext, memberId: number): Promise<Row> {
  const rows = await ctx.db.query<Row>('SELECT payment_password_hash, payment_password_locked_until FROM members WHERE id = $1', [memberId]);
  if (!rows[0]) throw new Error(`member ${memberId} is gone`);
  return rows[0];
}

/** True when the member has set a payment password. */
export async function hasPaymentPassword(ctx: MoneyContext, memberId: number): Promise<boolean> {
  return (await readRow(ctx, memberId)).payment_password_hash !== null;
}

/** How long a check waits for a free claim while other checks of the same member are running. */
const CLAIM_WAIT_MS = 5_000;
const CLAIM_POLL_MS = 50;

/**
 * Takes one of the member's `maxFailures` check claims (an expired lock starts a new period), or
 * refuses: `wallet.is.locked` while locked, `too.much.request` when the claims stay taken by
 * checks still running.
 */
async function claimPaymentCheck(ctx: MoneyContext, memberId: number): Promise<void> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const claimed = await ctx.db.query<{ failures: number }>(
      `UPDATE members SET
         payment_password_failures = CASE WHEN payment_password_locked_until IS NOT NULL THEN 1 ELSE payment_password_failures + 1 END,
         payment_password_locked_until = NULL
       WHERE id = $1 AND (payment_password_locked_until IS NULL AND payment_password_failures < $2 OR payment_password_locked_until <= $3::timestamptz)
       RETURNING payment_password_failures AS failures`,
      [memberId, PAYMENT_PASSWORD_POLICY.maxFailures, ctx.now],
    );
    if (claimed.length > 0) return;
    const current = await readRow(ctx, memberId);
    // Not claimable with a lock set means the lock is live (an expired one is claimed above).
    if (current.payment_password_locked_until !== null) {
      refuse('wallet.is.locked', `Too many wrong payment passwords; try again after ${new Date(current.payment_password_locked_until).toISOString()}`);
    }
    if (Date.now() > deadline) refuse('too.much.request', 'Too many payment password checks at once; try again');
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
}

/**
 * Checks `password`: `payment.pw.required` when none is set, `wallet.is.locked` while locked,
 * `invalid.payment.pw` when wrong (counted). Runs outside money transactions (scrypt is slow).
 */
export async function verifyPaymentPassword(ctx: MoneyContext, memberId: number, password: string | undefined): Promise<void> {
  const row = await readRow(ctx, memberId);
  if (row.payment_password_hash === null) refuse('payment.pw.required', 'Set a payment password first');
  if (!password) badParam('paymentPassword', 'is required');
  // Claim the check before comparing (one atomic UPDATE): parallel guesses queue on the row, so at
  // most maxFailures checks run per lock period however the requests arrive (issue 15). A claim
  // counts until its answer is known; only a wrong answer can set the lock, so a member's own
  // parallel payments with the right password wait for a free claim instead of locking the wallet.
  const lockUntil = new Date(ctx.now.getTime() + PAYMENT_PASSWORD_POLICY.lockMs);
  await claimPaymentCheck(ctx, memberId);
  if (await verifyPassword(password, row.payment_password_hash)) {
    await ctx.db.query('UPDATE members SET payment_password_failures = 0, payment_password_locked_until = NULL WHERE id = $1', [memberId]);
    return;
  }
  await ctx.db.query(
    `UPDATE members SET payment_password_locked_until = $3
     WHERE id = $1 AND payment_password_failures >= $2 AND (payment_password_locked_until IS NULL OR payment_password_locked_until <= $4::timestamptz)`,
    [memberId, PAYMENT_PASSWORD_POLICY.maxFailures, lockUntil, ctx.now],
  );
  refuse('invalid.payment.pw', 'The payment password is wrong');
}

export interface PaymentPasswordBody {
  paymentPassword: string;
  oldPaymentPassword?: string | undefined;
}

/** Sets the payment password, or changes it (the old one is then required). */
export async function setPaymentPassword(ctx: MoneyContext, member: Member, body: PaymentPasswordBody): Promise<void> {
  requireRealMember(member);
  const rule = (await readRegisterRules(ctx.db)).paymentPassword ?? DEFAULT_RULE;
  if (!body.paymentPassword) badParam('paymentPassword', 'is required');
  if (!followsRule(rule, body.paymentPassword)) badParam('paymentPassword', 'does not follow the rule');
  if (await hasPaymentPassword(ctx, member.id)) {
    if (!body.oldPaymentPassword) badParam('oldPaymentPassword', 'is required');
    await verifyPaymentPassword(ctx, member.id, body.oldPaymentPassword);
  }
  await ctx.db.query(
    `UPDATE members SET payment_password_hash = $2, payment_password_failures = 0, payment_password_locked_until = NULL WHERE id = $1`,
    [member.id, await hashPassword(body.paymentPassword)],
  );
}
