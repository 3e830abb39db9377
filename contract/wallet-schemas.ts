/** Wallet, deposits, withdrawals, transfers and the account record. See docs/contract.md §7. */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { AmountInputSchema, LooseMoneySchema, MoneySchema } from './money-schemas.ts';
import { LooseBooleanSchema, LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';

// The balance and page shapes live in modules of their own: the first screen reads them, and a
// module is bundled whole, so the deposit and withdrawal shapes stay out of its download.
export { BalanceSchema, MerchantWalletSchema, type Balance, type Wallet } from './balance-schemas.ts';
export { PageOfSchema } from './page-schema.ts';

/** `POST /wps/relay/GCS_walletTransfer` body (Idempotency-Key required). */
export const WalletTransferBodySchema = v.object({
  from: v.string(),
  to: v.string(),
  amount: AmountInputSchema,
});

export const DepositChannelSchema = v.object({
  id: LooseNumberSchema,
  type: v.picklist(['BANK', 'QR', 'EWALLET']),
  name: optionalOr(v.string(), ''),
  minAmount: optionalOr(LooseMoneySchema, '0.00'),
  maxAmount: optionalOr(LooseMoneySchema, '0.00'),
  presets: tolerantArray(MoneySchema),
  /** The channel's logo on the platform's image CDN (the game lists' `iconUrl`); none → the app draws one. */
  iconUrl: optionalOr(v.string(), null),
  /** About how long until a paid order is credited, in minutes (0: at once); none → not shown. */
  creditMinutes: optionalOr(v.pipe(LooseNumberSchema, v.minValue(0), v.maxValue(10_080)), null),
  /** Where to pay: bank account, QR payload, or e-wallet number. */
  payTo: v.object({
    bankName: optionalOr(v.string(), null),
    accountName: optionalOr(v.string(), ''),
    accountNumber: optionalOr(v.string(), ''),
    qrPayload: optionalOr(v.string(), null),
  }),
});
export type DepositChannel = v.InferOutput<typeof DepositChannelSchema>;

export const DepositSettingsSchema = v.object({
  allowDeposit: optionalOr(LooseBooleanSchema, false),
  channels: tolerantArray(DepositChannelSchema),
});

export const OrderStateSchema = v.picklist(['PENDING', 'APPROVED', 'REJECTED']);

/** A deposit order: the member pays `amount` to `payTo` quoting `reference`; the operator approves. */
export const DepositOrderSchema = v.object({
  id: LooseNumberSchema,
  reference: optionalOr(v.string(), ''),
  channelId: LooseNumberSchema,
  channelType: v.picklist(['BANK', 'QR', 'EWALLET']),
  amount: LooseMoneySchema,
  state: OrderStateSchema,
  payTo: DepositChannelSchema.entries.payTo,
  createdAt: optionalOr(LooseNumberSchema, 0),
  updatedAt: optionalOr(LooseNumberSchema, 0),
});
export type DepositOrder = v.InferOutput<typeof DepositOrderSchema>;

/**
 * A line of the deposit record (`GET /wps/report/depositTransaction`): required are the id, the
 * amount and the state (docs/contract.md §17's rule for our shapes); the channel and times read
 * tolerantly (a channel since removed has no name: the app names its kind).
 */
export const DepositRecordSchema = v.object({
  id: LooseNumberSchema,
  reference: optionalOr(v.string(), ''),
  amount: LooseMoneySchema,
  state: OrderStateSchema,
  channelType: optionalOr(v.picklist(['BANK', 'QR', 'EWALLET']), null),
  channelName: optionalOr(v.string(), ''),
  createdAt: optionalOr(LooseNumberSchema, 0),
});
export type DepositRecord = v.InferOutput<typeof DepositRecordSchema>;

export const DepositBodySchema = v.object({ channelId: IdSchema, amount: AmountInputSchema });

export const WithdrawStateSchema = v.picklist([
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
]);
export type WithdrawState = v.InferOutput<typeof WithdrawStateSchema>;

export const BankCardSchema = v.object({
  id: LooseNumberSchema,
  bankName: optionalOr(v.string(), ''),
  accountName: optionalOr(v.string(), ''),
  /** Masked: only the last 4 digits are ever sent back. */
  maskedNumber: optionalOr(v.string(), ''),
});
export type BankCard = v.InferOutput<typeof BankCardSchema>;

export const WithdrawSettingsSchema = v.object({
  minAmount: optionalOr(LooseMoneySchema, '0.00'),
  maxAmount: optionalOr(LooseMoneySchema, '0.00'),
  dailyCount: optionalOr(LooseNumberSchema, 0),
  usedToday: optionalOr(LooseNumberSchema, 0),
  /** Minutes after payout before an unconfirmed withdrawal counts as received. */
  confirmMinutes: optionalOr(LooseNumberSchema, 0),
  hasPaymentPassword: optionalOr(LooseBooleanSchema, false),
  /** Ours: the member turned on "authenticator for withdrawals", so a withdrawal needs `authenticatorCode`. */
  authenticatorRequired: optionalOr(LooseBooleanSchema, false),
  maxBankCards: optionalOr(LooseNumberSchema, 0),
});

export const WithdrawalSchema = v.object({
  id: LooseNumberSchema,
  reference: optionalOr(v.string(), ''),
  amount: LooseMoneySchema,
  state: WithdrawStateSchema,
  bankCard: BankCardSchema,
  createdAt: optionalOr(LooseNumberSchema, 0),
  paidAt: optionalOr(LooseNumberSchema, null),
  /** When an unconfirmed payout will count as received (epoch ms), once paid. */
  confirmBy: optionalOr(LooseNumberSchema, null),
  /** True when the platform forced the receipt: no refund is possible. */
  forcedReceipt: optionalOr(LooseBooleanSchema, false),
  hasProof: optionalOr(LooseBooleanSchema, false),
  /**
   * The receipt (spec §3 "received amount, remaining amount"), null until the payout is answered:
   * the full amount once received, what did arrive (maybe 0) when reported not received.
   */
  receivedAmount: optionalOr(LooseMoneySchema, null),
  remainingAmount: optionalOr(LooseMoneySchema, null),
});
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;

/** `POST /wps/transaction/withdraw` body (encrypted, Idempotency-Key required). */
export const WithdrawBodySchema = v.object({
  bankCardId: IdSchema,
  amount: AmountInputSchema,
  paymentPassword: v.string(),
  /** A current authenticator code, when the settings say `authenticatorRequired` (ours). */
  authenticatorCode: v.optional(v.string()),
});

/** `PUT /wps/member/bankCard` body (encrypted). */
export const BankCardBodySchema = v.object({
  bankName: v.string(),
  accountName: v.string(),
  accountNumber: v.string(),
  paymentPassword: v.string(),
  /** A current authenticator code, when the member turned on "authenticator for withdrawals" (ours): money leaving another way asks for it too. */
  authenticatorCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** One line of the account record (`GET /wps/report/transaction`). */
export const TransactionSchema = v.object({
  id: LooseNumberSchema,
  type: v.picklist([
    'DEPOSIT',
    'WITHDRAW',
    'WITHDRAW_REFUND',
    'TRANSFER_IN',
    'TRANSFER_OUT',
    'BET',
    'WIN',
    'UPLINE_TRANSFER',
    'ADJUSTMENT',
    'DOWNLINE_TRANSFER',
    'SALARY',
    'DIVIDEND',
    'BONUS',
    'RED_ENVELOPE',
    'POINTS_CONVERT',
  ]),
  /** Signed change of the main wallet (vendor wallets are named in `wallet`). */
  amount: LooseMoneySchema,
  wallet: optionalOr(v.string(), ''),
  balanceAfter: optionalOr(LooseMoneySchema, '0.00'),
  reference: optionalOr(v.string(), ''),
  createdAt: optionalOr(LooseNumberSchema, 0),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;
