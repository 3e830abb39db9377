/**
 * A trial session's play credit: the balance answer's TRIAL wallet (docs/contract.md §7). It is
 * never money, so it is shown apart from `sumBalance` and always labelled as trial credit.
 */
import type { Balance } from '#contract/wallet-schemas.ts';

/** The TRIAL wallet's amount, or null when the platform lists none. */
export function trialCreditOf(balance: Balance | undefined): string | null {
  return balance?.balance.find((wallet) => wallet.accountName === 'TRIAL')?.availBalance ?? null;
}
