/**
 * The payment password: hashed like login passwords (scrypt), demanded by withdrawals, bank
 * cards and upline transfers. Five wrong answers in a row lock those calls for 15 minutes
 * (`wallet.is.locked`); a right answer clears the count. Checks still running are claims
 * (`secret-check-claims.ts`), never failures.
 */
import type { RegisterRule } from '#contract/system-schemas.ts';

import type { Member } from '../accounts/member-repository.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hash.ts';
import { followsRule, readRegisterRules } from '../accounts/register-rules.ts';
import { dropClaims, insertClaims, runningChecks, waitWhileBusy } from '../accounts/secret-check-claims.ts';
import { badParam, refuse } from '../refusal.ts';
import { requireRealMember, type MoneyContext } from './money-context.ts';

export const PAYMENT_PASSWORD_POLICY = { maxFailures: 5, lockMs: 15 * 60_000 } as const;

/** Used when the register rules carry no `paymentPassword` rule: six digits. */
const DEFAULT_RULE: Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'> = {
  acceptedPattern: '^[0-9]+$',
  minLength: 6,
  maxLength: 6,
};

interface Row {
  payment_password_hash: string | null;
  payment_password_locked_until: Date | null;
}

async function readRow(ctx: MoneyContext, memberId: number): Promise<Row> {
  const rows = await ctx.db.query<Row>(
    'SELECT payment_password_hash, payment_password_locked_until FROM members WHERE id = $1',
    [memberId],
  );
  if (!rows[0]) throw new Error(`member ${memberId} is gone`);
  return rows[0];
}

/** True when the member has set a payment password. */
export async function hasPaymentPassword(ctx: MoneyContext, memberId: number): Promise<boolean> {
  return (await readRow(ctx, memberId)).payment_password_hash !== null;
}

const claimTarget = (memberId: number) => ({ scope: 'payment-password', key: String(memberId) });

/**
 * One try at claiming a check, under the member row's lock: refused while locked (an expired
 * lock starts a new period), `busy` while confirmed failures plus checks still running reach the
 * limit, else a claim id. Running checks are not failures: a typo next to the member's own
 * parallel right answers cannot lock the wallet, yet parallel guesses still queue.
 */
async function tryClaimPaymentCheck(ctx: MoneyContext, memberId: number): Promise<{ claimId: string } | 'busy'> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ failures: number; locked_until: Date | null }>(
      'SELECT payment_password_failures AS failures, payment_password_locked_until AS locked_until FROM members WHERE id = $1 FOR UPDATE',
      [memberId],
    );
    const row = rows[0];
    if (!row) throw new Error(`member ${memberId} is gone`);
    let failures = row.failures;
    if (row.locked_until !== null) {
      if (row.locked_until > ctx.now) {
        refuse(
          'wallet.is.locked',
          `Too many wrong payment passwords; try again after ${row.locked_until.toISOString()}`,
        );
      }
      await tx.query(
        'UPDATE members SET payment_password_failures = 0, payment_password_locked_until = NULL WHERE id = $1',
        [memberId],
      );
      failures = 0;
    }
    if (failures + (await runningChecks(tx, claimTarget(memberId), ctx.now)) >= PAYMENT_PASSWORD_POLICY.maxFailures)
      return 'busy';
    return { claimId: await insertClaims(tx, [claimTarget(memberId)], ctx.now) };
  });
}

/** Ends a check: a right answer clears the count, a wrong one is a confirmed failure (the 5th locks). */
async function confirmPaymentCheck(
  ctx: MoneyContext,
  memberId: number,
  claimId: string,
  right: boolean,
): Promise<void> {
  const lockUntil = new Date(ctx.now.getTime() + PAYMENT_PASSWORD_POLICY.lockMs);
  await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    await dropClaims(tx, claimId, ctx.now);
    if (right) {
      await tx.query(
        'UPDATE members SET payment_password_failures = 0, payment_password_locked_until = NULL WHERE id = $1',
        [memberId],
      );
      return;
    }
    await tx.query(
      `UPDATE members SET payment_password_failures = payment_password_failures + 1,
         payment_password_locked_until = CASE WHEN payment_password_failures + 1 >= $2 THEN $3::timestamptz ELSE payment_password_locked_until END
       WHERE id = $1 AND (payment_password_locked_until IS NULL OR payment_password_locked_until <= $4::timestamptz)`,
      [memberId, PAYMENT_PASSWORD_POLICY.maxFailures, lockUntil, ctx.now],
    );
  });
}

/**
 * Checks `password`: `payment.pw.required` when none is set, `wallet.is.locked` while locked,
 * `invalid.payment.pw` when wrong (counted), `too.much.request` when checks already running keep
 * every claim taken. Runs outside money transactions (scrypt is slow).
 */
export async function verifyPaymentPassword(
  ctx: MoneyContext,
  memberId: number,
  password: string | undefined,
): Promise<void> {
  const row = await readRow(ctx, memberId);
  if (row.payment_password_hash === null) refuse('payment.pw.required', 'Set a payment password first');
  if (!password) badParam('paymentPassword', 'is required');
  // Claimed before comparing, so at most maxFailures guesses run per lock period however the
  // requests arrive; the member's own parallel payments wait for a free claim instead.
  const claim = await waitWhileBusy(() => tryClaimPaymentCheck(ctx, memberId));
  if (claim === 'busy') refuse('too.much.request', 'Too many payment password checks at once; try again');
  const { claimId } = claim;
  const right = await verifyPassword(password, row.payment_password_hash).catch(async (error: unknown) => {
    await dropClaims(ctx.db, claimId, ctx.now);
    throw error;
  });
  await confirmPaymentCheck(ctx, memberId, claimId, right);
  if (!right) refuse('invalid.payment.pw', 'The payment password is wrong');
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
