/**
 * Agent → downline transfer (agent centre → team management): the agent's MAIN wallet to the
 * MAIN wallet of a member of its own team (any depth), confirmed with the payment password, one
 * `DOWNLINE_TRANSFER` ledger transaction, idempotent on the request's key; refused while the agent
 * has a bonus not yet wagered (bonus-wagering.ts). Money leaving the agent's hands: when the agent
 * turned on "authenticator for withdrawals", a current code is asked for too and spent in the
 * transfer's own transaction, as a withdrawal's is (a fresh downline is otherwise a way around it).
 */
import type { Balance } from '#contract/wallet-schemas.ts';

import type { Member } from '../accounts/member-repository.ts';
import { matchWithdrawalCode, spendWithdrawalStep } from '../authenticator/authenticator-checks.ts';
import { requireBonusWagered } from '../bonus/bonus-wagering.ts';
import { balanceView } from '../wallet/balance-view.ts';
import { idempotent } from '../wallet/idempotency.ts';
import { lockAccounts, MAIN, memberAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { positiveAmount, requireRealMember, type MoneyContext } from '../wallet/money-context.ts';
import { formatMoney } from '../wallet/money.ts';
import { verifyPaymentPassword } from '../wallet/payment-password.ts';
import { findDownline, requireAgent } from './agent-tree.ts';

export interface DownlineTransferRequest {
  username: string;
  amount: string;
  paymentPassword: string;
  authenticatorCode?: string | undefined;
}

/** Refuses `agent.only`, `not.downline`, `invalid.payment.pw`, `account.balance.not.enough`. Answers the agent's balance. */
export async function transferToDownline(
  ctx: MoneyContext,
  agent: Member,
  request: DownlineTransferRequest,
  key: string,
): Promise<Balance> {
  requireRealMember(agent);
  requireAgent(agent);
  const amount = positiveAmount(request.amount);
  const downline = await findDownline(ctx.db, agent.id, request.username);
  await verifyPaymentPassword(ctx, agent.id, request.paymentPassword);
  const codeStep = await matchWithdrawalCode(ctx.db, agent.id, request.authenticatorCode, ctx.now);
  const body = { downlineId: downline.id, amount: formatMoney(amount) };
  return idempotent(ctx, { memberId: agent.id, key, scope: 'downline', body }, async (tx, hash) => {
    if (codeStep !== null) await spendWithdrawalStep(tx, agent.id, codeStep);
    const source = await memberAccount(tx, agent.id, MAIN);
    const target = await memberAccount(tx, downline.id, MAIN);
    // Both locked (in id order) before the check: a bonus not yet wagered cannot move to a downline.
    await lockAccounts(tx, [source, target]);
    await requireBonusWagered(tx, agent.id);
    await postTransaction(tx, ctx.now, {
      type: 'DOWNLINE_TRANSFER',
      memberId: agent.id,
      idempotency: { key, hash },
      postings: [
        { account: source, amount: -amount },
        { account: target, amount },
      ],
    });
    return balanceView(tx, agent.id);
  });
}
