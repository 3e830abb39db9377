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

/**
 * Checks `password`: `payment.pw.required` when none is set, `wallet.is.locked` while locked,
 * `invalid.payment.pw` when wrong (counted). Runs outside money transactions (scrypt is slow).
 */
export async function verifyPaymentPassword(ctx: MoneyContext, memberId: number, password: string | undefined): Promise<void> {
  const row = await readRow(ctx, memberId);
  if (row.payment_password_hash === null) refuse('payment.pw.required', 'Set a payment password first');
  if (!password) badParam('paymentPassword', 'is required');
  // Claim the check before comparing (one atomic UPDATE): parallel guesses queue on the row, so at
  // most maxFailures checks run per lock period however the requests arrive (issue 15). The
  // claim that reaches the maximum sets the lock; a right answer clears count and lock.
  const lockUntil = new Date(ctx.now.getTime() + PAYMENT_PASSWORD_POLICY.lockMs);
  const claimed = await ctx.db.query<{ failures: number }>(
    `UPDATE members SET
       payment_password_failures = CASE WHEN payment_password_locked_until IS NOT NULL THEN 1 ELSE payment_password_failures + 1 END,
       payment_password_locked_until = CASE
         WHEN (CASE WHEN payment_password_locked_until IS NOT NULL THEN 1 ELSE payment_password_failures + 1 END) >= $2 THEN $3::timestamptz
         ELSE NULL END
     WHERE id = $1 AND (payment_password_locked_until IS NULL AND payment_password_failures < $2 OR payment_password_locked_until <= $4::timestamptz)
     RETURNING payment_password_failures AS failures`,
    [memberId, PAYMENT_PASSWORD_POLICY.maxFailures, lockUntil, ctx.now],
  );
  if (claimed.length === 0) {
    const current = await readRow(ctx, memberId);
    const until = current.payment_password_locked_until === null ? lockUntil : new Date(current.payment_password_locked_until);
    refuse('wallet.is.locked', `Too many wrong payment passwords; try again after ${until.toISOString()}`);
  }
  if (await verifyPassword(password, row.payment_password_hash)) {
    await ctx.db.query('UPDATE members SET payment_password_failures = 0, payment_password_locked_until = NULL WHERE id = $1', [memberId]);
    return;
  }
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
