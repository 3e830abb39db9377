/** Wallet calls: balance, single-wallet flag, transfers, deposits, withdrawals, account record. */
import * as v from 'valibot';
import { apiClient } from '@/api/api-client';
import { balanceEndpoints } from '#contract/endpoints/smoke-relay-endpoints.ts';
import {
  BalanceSchema,
  BankCardSchema,
  DepositOrderSchema,
  DepositSettingsSchema,
  PageOfSchema,
  TransactionSchema,
  WithdrawalSchema,
  WithdrawSettingsSchema,
} from '#contract/wallet-schemas.ts';

const Nothing = v.nullish(v.unknown());

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
  return apiClient().request({ method: 'POST', path: '/wps/relay/GCS_walletTransfer', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: BalanceSchema });
}

/** `GET /wps/relay/MCSFE_getDepositSettings`. */
export function fetchDepositSettings(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getDepositSettings', schema: DepositSettingsSchema, signal });
}

/** `POST /wps/transaction/deposit`. */
export function createDeposit(body: { channelId: number; amount: string }, idempotencyKey: string) {
  return apiClient().request({ method: 'POST', path: '/wps/transaction/deposit', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: DepositOrderSchema });
}

/** `GET /wps/transaction/deposit/orders`. */
export function fetchDepositOrders(pageNo: number, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/transaction/deposit/orders', query: { pageNo, pageSize: 10 }, schema: PageOfSchema(DepositOrderSchema), signal });
}

/** `GET /wps/relay/MCSFE_getWithdrawSettings`. */
export function fetchWithdrawSettings(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getWithdrawSettings', query: { groupId: 0 }, schema: WithdrawSettingsSchema, signal });
}

/** `GET /wps/member/bankCard`. */
export function fetchBankCards(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/member/bankCard', schema: v.array(BankCardSchema), signal });
}

/** `PUT /wps/member/bankCard` (encrypted). */
export function addBankCard(body: { bankName: string; accountName: string; accountNumber: string; paymentPassword: string }) {
  return apiClient().request({ method: 'PUT', path: '/wps/member/bankCard', body, encrypted: true, schema: BankCardSchema });
}

/** `PUT /wps/member/paymentPassword` (encrypted): set, or change with the old one. */
export function setPaymentPassword(body: { paymentPassword: string; oldPaymentPassword?: string }) {
  return apiClient().request({ method: 'PUT', path: '/wps/member/paymentPassword', body, encrypted: true, schema: Nothing });
}

/** `POST /wps/transaction/withdraw` (encrypted, idempotency key). */
export function requestWithdrawal(body: { bankCardId: number; amount: string; paymentPassword: string }, idempotencyKey: string) {
  return apiClient().request({ method: 'POST', path: '/wps/transaction/withdraw', body, encrypted: true, headers: { 'Idempotency-Key': idempotencyKey }, schema: WithdrawalSchema });
}

/** `GET /wps/transaction/withdraw/orders`. */
export function fetchWithdrawals(pageNo: number, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/transaction/withdraw/orders', query: { pageNo, pageSize: 10 }, schema: PageOfSchema(WithdrawalSchema), signal });
}

/** `POST /wps/transaction/withdraw/{id}/confirm`: received, or not received with a proof image. */
export function confirmWithdrawal(id: number, body: { received: true } | { received: false; proofImage: string }, idempotencyKey: string) {
  return apiClient().request({ method: 'POST', path: `/wps/transaction/withdraw/${id}/confirm`, body, headers: { 'Idempotency-Key': idempotencyKey }, schema: WithdrawalSchema });
}

/** `GET /wps/report/transaction`: the account record. */
export function fetchTransactions(params: { type?: string; from?: number; to?: number; pageNo: number }, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/report/transaction', query: { ...params, pageSize: 10 }, schema: PageOfSchema(TransactionSchema), signal });
}
