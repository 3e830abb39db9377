// Server-side render of the withdraw page and account record from a seeded cache: checks each
// state's markup (test ids, row states, confirm buttons, notes) without a browser or a server.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import type { Withdrawal } from '#contract/wallet-schemas.ts';

import { rewardQueries } from '@/api/rewards/reward-queries';
import { walletQueries } from '@/api/wallet/wallet-queries';

import { TransactionHistoryPage } from '../records/transaction-history-page';
import { WithdrawPage } from './withdraw-page';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const settings = {
  minAmount: '100.00',
  maxAmount: '50000.00',
  dailyCount: 3,
  usedToday: 1,
  confirmMinutes: 30,
  hasPaymentPassword: true,
  authenticatorRequired: false,
  maxBankCards: 2,
};
const card = { id: 7, bankName: 'BDO', accountName: 'Juan Cruz', maskedNumber: '****1234' };
const withdrawal = (id: number, state: Withdrawal['state'], extra: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  reference: `W${id}`,
  amount: '500.00',
  state,
  bankCard: card,
  createdAt: 1_700_000_000_000 + id,
  paidAt: null,
  confirmBy: null,
  forcedReceipt: false,
  hasProof: false,
  receivedAmount: null,
  remainingAmount: null,
  ...extra,
});
const page = <T,>(content: T[]) => ({ content, pageNum: 1, pageSize: 10, totalPages: 1, totalCount: content.length });

function render(node: ReactNode, seed: (client: QueryClient) => void): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </QueryClientProvider>,
  );
}

describe('WithdrawPage', () => {
  it('asks for a payment password first', () => {
    const html = render(<WithdrawPage />, (c) => {
      c.setQueryData(walletQueries.withdrawSettings().queryKey, { ...settings, hasPaymentPassword: false });
      c.setQueryData(walletQueries.withdrawals(1).queryKey, page([]));
    });
    expect(html).toContain('data-testid="set-payment-password-form"');
    expect(html).not.toContain('data-testid="withdraw-form"');
    expect(html).toContain('No withdrawal requests yet.');
  });

  it('shows cards, the form, limits and each state', () => {
    const rows = [
      withdrawal(1, 'PENDING'),
      withdrawal(2, 'PAID', { paidAt: 1_700_000_100_000, confirmBy: 1_700_001_900_000 }),
      withdrawal(3, 'AUTO_RECEIVED', { forcedReceipt: true }),
      withdrawal(4, 'NOT_RECEIVED', { hasProof: true, receivedAmount: '120.00', remainingAmount: '380.00' }),
    ];
    const html = render(<WithdrawPage />, (c) => {
      c.setQueryData(walletQueries.withdrawSettings().queryKey, settings);
      c.setQueryData(walletQueries.bankCards().queryKey, [card]);
      c.setQueryData(walletQueries.withdrawals(1).queryKey, page(rows));
    });
    for (const id of ['withdraw-page', 'bank-card-list', 'bank-card-form', 'withdraw-form', 'withdraw-list'])
      expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('****1234');
    expect(html).toContain('Withdrawals left today: 2 of 3.');
    expect(html).toContain('Per withdrawal: ₱100.00 to ₱50,000.00.');
    expect(html).toMatch(/Confirm by \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\./);
    expect(html.indexOf('data-state="NOT_RECEIVED"')).toBeLessThan(html.indexOf('data-state="PENDING"'));
    expect(html.match(/data-testid="confirm-received"/g)).toHaveLength(1);
    expect(html.match(/data-testid="confirm-not-received"/g)).toHaveLength(1);
    expect(html).toContain('data-testid="confirm-by"');
    expect(html).toContain('Counted as received: no refund is possible.');
    expect(html).toContain('Under review');
    // The receipt of the partial payout: its state, what arrived and what is still owed.
    expect(html).toContain('Partly received');
    expect(html).toMatch(/data-testid="received-amount">₱120\.00</);
    expect(html).toMatch(/data-testid="remaining-amount">₱380\.00</);
  });

  it('says how much is left to wager while a bonus is not wagered', () => {
    const seed = (remaining: string) => (c: QueryClient) => {
      c.setQueryData(walletQueries.withdrawSettings().queryKey, settings);
      c.setQueryData(walletQueries.bankCards().queryKey, [card]);
      c.setQueryData(walletQueries.withdrawals(1).queryKey, page([]));
      c.setQueryData(rewardQueries.wagering().queryKey, { requirement: '39.15', wagered: '20.00', remaining });
    };
    expect(render(<WithdrawPage />, seed('19.15'))).toContain(
      'Bonuses must be wagered before you withdraw: ₱19.15 more in valid bets.',
    );
    expect(render(<WithdrawPage />, seed('0.00'))).not.toContain('data-testid="withdraw-wagering"');
  });

  it('hides the add-card form at the limit', () => {
    const html = render(<WithdrawPage />, (c) => {
      c.setQueryData(walletQueries.withdrawSettings().queryKey, { ...settings, maxBankCards: 1 });
      c.setQueryData(walletQueries.bankCards().queryKey, [card]);
      c.setQueryData(walletQueries.withdrawals(1).queryKey, page([]));
    });
    expect(html).not.toContain('data-testid="bank-card-form"');
    expect(html).toContain('You have reached the bank card limit (1).');
  });
});

describe('TransactionHistoryPage', () => {
  it('renders rows with their type and signed amounts', () => {
    const row = {
      id: 1,
      type: 'WITHDRAW' as const,
      amount: '-500.00',
      wallet: 'MAIN',
      balanceAfter: '1500.00',
      reference: 'W1',
      createdAt: Date.now(),
    };
    const html = render(<TransactionHistoryPage />, (c) => {
      c.setQueryDefaults([...walletQueries.all(), reportEndpoints.transactions.path], { initialData: page([row]) });
    });
    expect(html).toContain('data-testid="transaction-history"');
    expect(html).toContain('data-type="WITHDRAW"');
    expect(html).toContain('scope="col"');
    expect(html).toContain('Withdrawal');
    expect(html).toContain('Main wallet');
  });
});
