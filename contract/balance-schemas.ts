/** The wallets' balance (`GET /wps/v2/wallets/balance`) and the merchant's wallet mode. See docs/contract.md §7. */
import * as v from 'valibot';

import { LooseMoneySchema, MoneySchema } from './money-schemas.ts';
import { LooseBooleanSchema, LooseNumberSchema, LooseStringSchema, optionalOr, tolerantArray } from './tolerant.ts';

/** One wallet: the main wallet (`MAIN`) or a vendor's sub-wallet (its vendor code). */
export const WalletSchema = v.object({
  accountTypeId: v.number(),
  /** `MAIN` or a vendor code such as `JDB`. */
  accountName: v.string(),
  displayName: v.string(),
  availBalance: MoneySchema,
  /** Held for pending withdrawals (main wallet only). */
  holdBalance: MoneySchema,
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

/** A wallet in the balance list, read tolerantly (contract: `{accountTypeId, availBalance}`). */
const BalanceWalletSchema = v.pipe(
  v.object({
    accountTypeId: optionalOr(LooseNumberSchema, 0),
    accountName: optionalOr(LooseStringSchema, ''),
    displayName: optionalOr(LooseStringSchema, ''),
    availBalance: LooseMoneySchema,
    holdBalance: optionalOr(LooseMoneySchema, '0.00'),
  }),
  v.transform((wallet): Wallet => {
    const accountName = wallet.accountName || (wallet.accountTypeId === 0 ? 'MAIN' : String(wallet.accountTypeId));
    return { ...wallet, accountName, displayName: wallet.displayName || accountName };
  }),
);

/**
 * `GET /wps/v2/wallets/balance` value. Only `sumBalance` is required (the header shows it; the
 * contract's one documented field); the list and currency are optional.
 */
export const BalanceSchema = v.object({
  currency: optionalOr(LooseStringSchema, ''),
  sumBalance: LooseMoneySchema,
  balance: tolerantArray(BalanceWalletSchema),
});
export type Balance = v.InferOutput<typeof BalanceSchema>;

/** `GET /wps/relay/GCS_merchantWallet` value: a single-wallet merchant hides transfers. */
export const MerchantWalletSchema = v.object({ isSingle: optionalOr(LooseBooleanSchema, false) });
