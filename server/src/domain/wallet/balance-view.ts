/**
 * `BalanceSchema` of a member: the main wallet (with the amount held for withdrawals) first,
 * then one sub-wallet per vendor code: every enabled vendor, plus disabled ones that still hold
 * money. `sumBalance` = main + vendor wallets (holds excluded).
 */
import type { Balance, Wallet } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { HOLD, MAIN, memberBalances } from './ledger-accounts.ts';
import { formatMoney } from './money.ts';

export const MAIN_ACCOUNT_TYPE_ID = 0;

export interface WalletVendor {
  code: string;
  displayName: string;
  accountTypeId: number;
  enabled: boolean;
}

/** Vendors as wallets: one per code (a code in two lanes shares one wallet), by account type id; seamless vendors play on MAIN. */
export async function walletVendors(db: Db): Promise<WalletVendor[]> {
  const rows = await db.query<{ code: string; display_name: string; account_type_id: number; enabled: boolean }>(
    `SELECT code, MIN(display_name) AS display_name, MIN(account_type_id) AS account_type_id, bool_or(enabled) AS enabled
     FROM vendors WHERE NOT seamless GROUP BY code ORDER BY MIN(account_type_id), code`,
  );
  return rows.map((row) => ({
    code: row.code,
    displayName: row.display_name,
    accountTypeId: row.account_type_id,
    enabled: row.enabled,
  }));
}

/** The vendor wallet of `code`, or undefined for an unknown code. */
export async function findWalletVendor(db: Db, code: string): Promise<WalletVendor | undefined> {
  return (await walletVendors(db)).find((vendor) => vendor.code === code);
}

/** The member's balance view. */
export async function balanceView(db: Db, memberId: number): Promise<Balance> {
  const [settings, vendors, accounts] = [
    await readSetting(db, SETTINGS.wallet),
    await walletVendors(db),
    await memberBalances(db, memberId),
  ];
  const byKind = new Map(accounts.map((account) => [account.kind, account.balance]));
  const main = byKind.get(MAIN) ?? 0n;
  const wallets: Wallet[] = [
    {
      accountTypeId: MAIN_ACCOUNT_TYPE_ID,
      accountName: MAIN,
      displayName: 'Main wallet',
      availBalance: formatMoney(main),
      holdBalance: formatMoney(byKind.get(HOLD) ?? 0n),
    },
  ];
  let sum = main;
  const listed = new Set([MAIN, HOLD]);
  const add = (code: string, displayName: string, accountTypeId: number) => {
    const balance = byKind.get(code) ?? 0n;
    sum += balance;
    listed.add(code);
    wallets.push({
      accountTypeId,
      accountName: code,
      displayName,
      availBalance: formatMoney(balance),
      holdBalance: '0.00',
    });
  };
  for (const vendor of vendors) {
    if (vendor.enabled || (byKind.get(vendor.code) ?? 0n) !== 0n)
      add(vendor.code, vendor.displayName, vendor.accountTypeId);
  }
  // A wallet whose vendor row is gone still shows while it holds money.
  for (const account of accounts)
    if (!listed.has(account.kind) && account.balance !== 0n) add(account.kind, account.kind, -1);
  return { currency: settings.currency, sumBalance: formatMoney(sum), balance: wallets };
}
