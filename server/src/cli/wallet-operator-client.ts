/** The money half of the operator client: through the admin API or straight to the database. */
import type { Balance } from '#contract/wallet-schemas.ts';
import type { Db } from '../db/database.ts';
import type { OperatorDeposit } from '../domain/wallet/deposits.ts';
import { walletOperatorActions as actions, type Adjustment } from '../domain/wallet/wallet-operator-actions.ts';
import type { OperatorWithdrawal } from '../domain/wallet/withdrawal-rows.ts';

export type DepositDecision = 'approve' | 'reject';
export type WithdrawalDecision = 'approve' | 'reject' | 'pay';

export interface WalletOperatorClient {
  listDeposits(state?: string): Promise<OperatorDeposit[]>;
  decideDeposit(id: number, decision: DepositDecision): Promise<OperatorDeposit>;
  listWithdrawals(state?: string): Promise<OperatorWithdrawal[]>;
  reviewWithdrawal(id: number, decision: WithdrawalDecision): Promise<OperatorWithdrawal>;
  memberBalance(username: string): Promise<Balance>;
  adjustBalance(username: string, amount: string): Promise<Adjustment>;
  sweepReceipts(): Promise<{ autoReceived: number }>;
}

/** `call(method, path, body?)` of the admin API. */
export type AdminCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const stateQuery = (state?: string) => (state ? `?state=${encodeURIComponent(state)}` : '');

export function httpWalletClient(call: AdminCall): WalletOperatorClient {
  return {
    listDeposits: (state) => call('GET', `/admin/deposits${stateQuery(state)}`),
    decideDeposit: (id, decision) => call('POST', `/admin/deposits/${id}/${decision}`),
    listWithdrawals: (state) => call('GET', `/admin/withdrawals${stateQuery(state)}`),
    reviewWithdrawal: (id, decision) => call('POST', `/admin/withdrawals/${id}/${decision}`),
    memberBalance: (username) => call('GET', `/admin/balances/${encodeURIComponent(username)}`),
    adjustBalance: (username, amount) => call('POST', '/admin/balances/adjust', { username, amount }),
    sweepReceipts: () => call('POST', '/admin/receipts/sweep'),
  };
}

export function directWalletClient(db: Db): WalletOperatorClient {
  const review = { approve: actions.approveWithdrawal, reject: actions.rejectWithdrawal, pay: actions.payWithdrawal };
  return {
    listDeposits: (state) => actions.listDeposits(db, state),
    decideDeposit: (id, decision) => (decision === 'approve' ? actions.approveDeposit(db, id) : actions.rejectDeposit(db, id)),
    listWithdrawals: (state) => actions.listWithdrawals(db, state),
    reviewWithdrawal: (id, decision) => review[decision](db, id),
    memberBalance: (username) => actions.memberBalance(db, username),
    adjustBalance: (username, amount) => actions.adjustBalance(db, username, amount),
    sweepReceipts: () => actions.sweepReceipts(db),
  };
}
