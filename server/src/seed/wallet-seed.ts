/**
 * Wallet demo data (seed version 3): wallet, deposit and withdrawal settings (only when absent)
 * and demo01's opening balance of 1,000.00, an ADJUSTMENT under a fixed idempotency key so it
 * is credited once however often the seed runs. No bank card, no payment password.
 */
import type { DepositChannel } from '#contract/wallet-schemas.ts';

import type { Db } from '../db/database.ts';
import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { SETTINGS } from '../domain/setting-definitions.ts';
import { setSettingIfAbsent } from '../domain/settings-repository.ts';
import { idempotent } from '../domain/wallet/idempotency.ts';
import { MAIN, memberAccount, systemAccount } from '../domain/wallet/ledger-accounts.ts';
import { postTransaction } from '../domain/wallet/ledger.ts';

export const OPENING_BALANCE = { username: 'demo01', amount: 100_000n, key: 'seed:opening-balance' } as const;

const LIMITS = {
  minAmount: '100.00',
  maxAmount: '50000.00',
  presets: ['100.00', '500.00', '1000.00', '5000.00', '10000.00'],
};

/** Three demo channels: a bank transfer, a QR code and an e-wallet. */
export function demoDepositChannels(): DepositChannel[] {
  return [
    {
      id: 1,
      type: 'BANK',
      name: 'Bank transfer (BDO)',
      ...LIMITS,
      iconUrl: null,
      creditMinutes: 30,
      payTo: {
        bankName: 'BDO Unibank',
        accountName: 'Tala Gaming Inc.',
        accountNumber: '0012 3456 7890',
        qrPayload: null,
      },
    },
    {
      id: 2,
      type: 'QR',
      name: 'QR Ph',
      ...LIMITS,
      iconUrl: null,
      creditMinutes: 5,
      payTo: {
        bankName: null,
        accountName: 'Tala Gaming Inc.',
        accountNumber: 'QRPH-TALA-0001',
        qrPayload:
          '00020101021127360012com.qrph.p2m0116TALAGAMING00015204799953036085802PH5916Tala Gaming Inc6006Manila6304A1B2',
      },
    },
    {
      id: 3,
      type: 'EWALLET',
      name: 'GCash',
      ...LIMITS,
      iconUrl: null,
      creditMinutes: 0,
      payTo: { bankName: null, accountName: 'Tala Gaming', accountNumber: '0917 000 1234', qrPayload: null },
    },
  ];
}

/** Applies the wallet demo data inside the seed transaction. */
export async function seedWallet(tx: Db, now: Date): Promise<void> {
  await setSettingIfAbsent(tx, SETTINGS.wallet.key, SETTINGS.wallet.fallback);
  await setSettingIfAbsent(tx, SETTINGS.deposit.key, { allowDeposit: true, channels: demoDepositChannels() });
  await setSettingIfAbsent(tx, SETTINGS.withdraw.key, SETTINGS.withdraw.fallback);
  const demo = await findMemberByUsername(tx, OPENING_BALANCE.username);
  if (!demo) return;
  const request = {
    memberId: demo.id,
    key: OPENING_BALANCE.key,
    scope: 'adjust',
    body: { amount: OPENING_BALANCE.amount.toString() },
  };
  await idempotent({ db: tx, now }, request, async (inner, hash) => {
    const posted = await postTransaction(inner, now, {
      type: 'ADJUSTMENT',
      memberId: demo.id,
      idempotency: { key: OPENING_BALANCE.key, hash },
      postings: [
        { account: await systemAccount(inner, 'ADJUST'), amount: -OPENING_BALANCE.amount },
        { account: await memberAccount(inner, demo.id, MAIN), amount: OPENING_BALANCE.amount },
      ],
    });
    return { reference: posted.reference };
  });
}
