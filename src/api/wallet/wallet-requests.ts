/** Wallet calls: balance, single-wallet flag, transfers, deposits, withdrawals, bank cards. */
import { fundsEndpoints } from '#contract/endpoints/funds-endpoints.ts';
import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import { balanceEndpoints } from '#contract/endpoints/smoke-relay-endpoints.ts';

import { apiClient } from '@/api/api-client';

/** `GET /wps/v2/wallets/balance`. */
export function fetchBalance(signal?: AbortSignal) {
  return apiClient().call(balanceEndpoints.balance, { query: { typeId: 0 }, signal });
}

/** `GET /wps/relay/GCS_merchantWallet`. */
export function fetchMerchantWallet(signal?: AbortSignal) {
  return apiClient().call(balanceEndpoints.merchantWallet, { signal });
}

/** `POST /wps/relay/GCS_walletTransfer` (money: idempotency key, never retried). */
export function transferWallet(body: { from: string; to: string; amount: string }, idempotencyKey: string) {
  return apiClient().call(fundsEndpoints.transfer, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `GET /wps/relay/MCSFE_getDepositSettings`. */
export function fetchDepositSettings(signal?: AbortSignal) {
  return apiClient().call(fundsEndpoints.depositSettings, { signal });
}

/** `POST /wps/transaction/deposit`. */
export function createDeposit(body: { channelId: number; amount: string }, idempotencyKey: string) {
  return apiClient().call(fundsEndpoints.deposit, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `GET /wps/transaction/deposit/orders`. */
export function fetchDepositOrders(pageNo: number, signal?: AbortSignal) {
  return apiClient().call(fundsEndpoints.depositOrders, { query: { pageNo, pageSize: 10 }, signal });
}

/** `GET /wps/relay/MCSFE_getWithdrawSettings`. */
export function fetchWithdrawSettings(signal?: AbortSignal) {
  return apiClient().call(fundsEndpoints.withdrawSettings, { query: { groupId: 0 }, signal });
}

/** `GET /wps/member/bankCard`. */
export function fetchBankCards(signal?: AbortSignal) {
  return apiClient().call(fundsEndpoints.bankCards, { signal });
}

/** `PUT /wps/member/bankCard` (encrypted). */
export function addBankCard(body: {
  bankName: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}) {
  return apiClient().call(fundsEndpoints.addBankCard, { body });
}

/** `PUT /wps/member/paymentPassword` (encrypted): set, or change with the old one. */
export function setPaymentPassword(body: { paymentPassword: string; oldPaymentPassword?: string }) {
  return apiClient().call(fundsEndpoints.paymentPassword, { body });
}

/** `POST /wps/transaction/withdraw` (encrypted, idempotency key). */
export function requestWithdrawal(
  body: { bankCardId: number; amount: string; paymentPassword: string },
  idempotencyKey: string,
) {
  return apiClient().call(fundsEndpoints.withdraw, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `GET /wps/transaction/withdraw/orders`. */
export function fetchWithdrawals(pageNo: number, signal?: AbortSignal) {
  return apiClient().call(fundsEndpoints.withdrawals, { query: { pageNo, pageSize: 10 }, signal });
}

/** Received, or not received with a proof image and maybe the part that did arrive. */
export type ConfirmBody = { received: true } | { received: false; proofImage: string; receivedAmount?: string };

/** `POST /wps/transaction/withdraw/{id}/confirm`. */
export function confirmWithdrawal(id: number, body: ConfirmBody, idempotencyKey: string) {
  return apiClient().call(fundsEndpoints.confirmWithdrawal, {
    params: { id },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** `GET /wps/report/transaction`: the account record. */
export function fetchTransactions(
  params: { type?: string; from?: number; to?: number; pageNo: number },
  signal?: AbortSignal,
) {
  return apiClient().call(reportEndpoints.transactions, { query: { ...params, pageSize: 10 }, signal });
}
