/**
 * Wallet endpoints other than the balance and the single-wallet flag (contract §4.6, docs/contract.md
 * §7): transfers, the payment password, deposits, withdrawals and bank cards. Deposit and withdraw
 * orders are our own extension (the contract lists only the legacy paths).
 */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import { AmountInputSchema } from '../money-schemas.ts';
import { idParams, NoInput, PageQuery, QueryText } from '../request-schemas.ts';
import {
  BalanceSchema,
  BankCardBodySchema,
  BankCardSchema,
  DepositBodySchema,
  DepositOrderSchema,
  DepositSettingsSchema,
  PageOfSchema,
  WalletTransferBodySchema,
  WithdrawalSchema,
  WithdrawBodySchema,
  WithdrawSettingsSchema,
} from '../wallet-schemas.ts';

const Nothing = v.nullish(v.unknown());

/**
 * `POST /wps/transaction/withdraw/:id/confirm` body: received, or not received with a proof image;
 * `receivedAmount` reports a partial payout (what did arrive, below the withdrawal amount).
 */
export const WithdrawConfirmBodySchema = v.variant('received', [
  v.object({ received: v.literal(true) }),
  v.object({ received: v.literal(false), proofImage: v.string(), receivedAmount: v.optional(AmountInputSchema) }),
]);

export const PaymentPasswordBodySchema = v.object({
  paymentPassword: v.string(),
  oldPaymentPassword: v.optional(v.string()),
});

export const walletEndpoints = {
  /** Main ⇄ vendor wallet (money: Idempotency-Key, never retried). */
  transfer: endpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    token: 'required',
    request: WalletTransferBodySchema,
    response: BalanceSchema,
  }),
  paymentPassword: endpoint({
    method: 'PUT',
    path: '/wps/member/paymentPassword',
    token: 'required',
    encrypted: true,
    request: PaymentPasswordBodySchema,
    response: Nothing,
  }),
  depositSettings: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositSettings',
    token: 'required',
    request: NoInput,
    response: DepositSettingsSchema,
  }),
  deposit: endpoint({
    method: 'POST',
    path: '/wps/transaction/deposit',
    extension: true,
    token: 'required',
    request: DepositBodySchema,
    response: DepositOrderSchema,
  }),
  depositOrders: endpoint({
    method: 'GET',
    path: '/wps/transaction/deposit/orders',
    extension: true,
    token: 'required',
    request: v.object(PageQuery),
    response: PageOfSchema(DepositOrderSchema),
  }),
  withdrawSettings: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    token: 'required',
    request: v.object({ groupId: QueryText }),
    response: WithdrawSettingsSchema,
  }),
  bankCards: endpoint({
    method: 'GET',
    path: '/wps/member/bankCard',
    token: 'required',
    request: NoInput,
    response: v.array(BankCardSchema),
  }),
  addBankCard: endpoint({
    method: 'PUT',
    path: '/wps/member/bankCard',
    token: 'required',
    encrypted: true,
    request: BankCardBodySchema,
    response: BankCardSchema,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/transaction/withdraw',
    token: 'required',
    encrypted: true,
    request: WithdrawBodySchema,
    response: WithdrawalSchema,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/wps/transaction/withdraw/orders',
    extension: true,
    token: 'required',
    request: v.object(PageQuery),
    response: PageOfSchema(WithdrawalSchema),
  }),
  confirmWithdrawal: endpoint({
    method: 'POST',
    path: '/wps/transaction/withdraw/:id/confirm',
    extension: true,
    token: 'required',
    params: idParams('a withdrawal id'),
    request: WithdrawConfirmBodySchema,
    response: WithdrawalSchema,
  }),
};
