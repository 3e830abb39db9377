/**
 * Transfers between a member's main wallet and a vendor sub-wallet (`GCS_walletTransfer`), the
 * recall of every vendor wallet (`from: "ALL"`), and the transfer to the member's upline (refused
 * while a bonus is not wagered, like a withdrawal: bonus-wagering.ts).
 */
import type { Balance } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { matchWithdrawalCode, spendWithdrawalStep } from '../authenticator/authenticator-checks.ts';
import { requireBonusWagered } from '../bonus/bonus-wagering.ts';
import { badParam, refuse } from '../refusal.ts';
import { balanceView, findWalletVendor } from './balance-view.ts';
import { idempotent } from './idempotency.ts';
import { balancesOf, HOLD, lockAccounts, MAIN, memberAccount, type LedgerAccount } from './ledger-accounts.ts';
import { postTransaction } from './ledger.ts';
import { positiveAmount, requireRealMember, type MoneyContext } from './money-context.ts';
import { formatMoney } from './money.ts';
import { verifyPaymentPassword } from './payment-password.ts';

export interface TransferRequest {
  from: string;
  to: string;
  amount: string;
}

async function vendorAccount(tx: Db, member: Member, code: string, field: 'from' | 'to'): Promise<LedgerAccount> {
  const vendor = await findWalletVendor(tx, code);
  if (!vendor) return badParam(field, 'is invalid: unknown wallet');
  // Money can always come back from a disabled vendor, never go in.
  if (field === 'to' && !vendor.enabled) refuse('wallet.is.locked', `The ${code} wallet is not available`);
  return memberAccount(tx, member.id, code);
}

/** Moves every vendor wallet's balance back to the main wallet in one ledger transaction. */
async function recallAll(tx: Db, ctx: MoneyContext, member: Member, key: string, hash: string): Promise<Balance> {
  const main = await memberAccount(tx, member.id, MAIN);
  const rows = await tx.query<{ id: number; kind: string }>(
    'SELECT id, kind FROM ledger_accounts WHERE member_id = $1 AND kind NOT IN ($2, $3) ORDER BY id',
    [member.id, MAIN, HOLD],
  );
  const vendors: LedgerAccount[] = rows.map((row) => ({ id: row.id, memberId: member.id, kind: row.kind }));
  await lockAccounts(tx, [main, ...vendors]);
  const balances = await balancesOf(
    tx,
    vendors.map((account) => account.id),
  );
  const postings = vendors
    .filter((account) => (balances.get(account.id) ?? 0n) > 0n)
    .map((account) => ({ account, amount: -(balances.get(account.id) ?? 0n) }));
  const total = postings.reduce((sum, posting) => sum - posting.amount, 0n);
  if (total > 0n) {
    await postTransaction(tx, ctx.now, {
      type: 'TRANSFER',
      memberId: member.id,
      idempotency: { key, hash },
      postings: [...postings, { account: main, amount: total }],
    });
  }
  return balanceView(tx, member.id);
}

/** `GCS_walletTransfer`: MAIN ↔ vendor code, or ALL → MAIN (amount ignored). Answers the new balance. */
export async function walletTransfer(
  ctx: MoneyContext,
  member: Member,
  request: TransferRequest,
  key: string,
): Promise<Balance> {
  requireRealMember(member);
  const from = request.from.trim().toUpperCase();
  const to = request.to.trim().toUpperCase();
  if (from === 'ALL') {
    if (to !== MAIN) badParam('to', 'is invalid: recalling ALL goes to MAIN');
    return idempotent(ctx, { memberId: member.id, key, scope: 'transfer', body: { from, to } }, (tx, hash) =>
      recallAll(tx, ctx, member, key, hash),
    );
  }
  if (from === to) badParam('to', 'is invalid: the same wallet as from');
  if (from !== MAIN && to !== MAIN) badParam('from', 'is invalid: one side must be MAIN');
  if (from === HOLD || to === HOLD) badParam(from === HOLD ? 'from' : 'to', 'is invalid: unknown wallet');
  const amount = positiveAmount(request.amount);
  const body = { from, to, amount: formatMoney(amount) };
  return idempotent(ctx, { memberId: member.id, key, scope: 'transfer', body }, async (tx, hash) => {
    const main = await memberAccount(tx, member.id, MAIN);
    const vendor = await vendorAccount(tx, member, from === MAIN ? to : from, from === MAIN ? 'to' : 'from');
    const [source, target] = from === MAIN ? [main, vendor] : [vendor, main];
    await postTransaction(tx, ctx.now, {
      type: 'TRANSFER',
      memberId: member.id,
      idempotency: { key, hash },
      postings: [
        { account: source, amount: -amount },
        { account: target, amount },
      ],
    });
    return balanceView(tx, member.id);
  });
}

export interface UplineTransferResult {
  reference: string;
  amount: string;
  balance: Balance;
}

/**
 * Member → upline main wallet (`UPLINE_TRANSFER`), confirmed with the payment password and, when
 * the member turned on "authenticator for withdrawals", a current code spent in the transfer's own
 * transaction (money leaving the member's hands, like a withdrawal).
 */
export async function transferToUpline(
  ctx: MoneyContext,
  member: Member,
  request: { amount: string; paymentPassword: string; authenticatorCode?: string | undefined },
  key: string,
): Promise<UplineTransferResult> {
  requireRealMember(member);
  const uplineId = member.uplineId;
  if (uplineId === null) return refuse('not.exists.user', 'This account has no upline');
  const amount = positiveAmount(request.amount);
  await verifyPaymentPassword(ctx, member.id, request.paymentPassword);
  const codeStep = await matchWithdrawalCode(ctx.db, member.id, request.authenticatorCode, ctx.now);
  const body = { uplineId, amount: formatMoney(amount) };
  return idempotent(ctx, { memberId: member.id, key, scope: 'upline', body }, async (tx, hash) => {
    if (codeStep !== null) await spendWithdrawalStep(tx, member.id, codeStep);
    const source = await memberAccount(tx, member.id, MAIN);
    const target = await memberAccount(tx, uplineId, MAIN);
    // Both locked (in id order) before the check: a bonus not yet wagered cannot leave via the upline.
    await lockAccounts(tx, [source, target]);
    await requireBonusWagered(tx, member.id);
    const posted = await postTransaction(tx, ctx.now, {
      type: 'UPLINE_TRANSFER',
      memberId: member.id,
      idempotency: { key, hash },
      postings: [
        { account: source, amount: -amount },
        { account: target, amount },
      ],
    });
    return { reference: posted.reference, amount: formatMoney(amount), balance: await balanceView(tx, member.id) };
  });
}
