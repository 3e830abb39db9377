// Server-side render of the deposit record from a seeded cache: its rows (state, amount, channel,
// time) and the empty period, without a browser or a server.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import type { DepositRecord } from '#contract/wallet-schemas.ts';

import { walletQueries } from '@/api/wallet/wallet-queries';

import { DepositRecordPage } from './deposit-record-page';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const record = (id: number, extra: Partial<DepositRecord>): DepositRecord => ({
  id,
  reference: `D${id}`,
  amount: '500.00',
  state: 'PENDING',
  channelType: 'BANK',
  channelName: '',
  createdAt: 1_700_000_000_000,
  ...extra,
});

function render(content: DepositRecord[]): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const page = { content, pageNum: 1, pageSize: 10, totalPages: 1, totalCount: content.length };
  client.setQueryDefaults([...walletQueries.all(), reportEndpoints.depositRecords.path], { initialData: page });
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <DepositRecordPage />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('DepositRecordPage', () => {
  it('lists the orders with their state, amount and channel (its name, else its kind)', () => {
    const html = render([
      record(2, { state: 'REJECTED', amount: '1250.00', channelType: 'EWALLET', channelName: 'GCash' }),
      record(1, { state: 'APPROVED', channelType: 'QR' }),
    ]);
    expect(html.match(/data-testid="deposit-record-row"/g)).toHaveLength(2);
    expect(html).toContain('data-state="REJECTED"');
    expect(html).toContain('1,250.00');
    expect(html).toContain('GCash');
    expect(html).toContain('QR payment');
    expect(html).toContain('Rejected');
    expect(html).toContain('All states');
  });

  it('says when the period has no deposits', () => {
    expect(render([])).toContain('No records for this period.');
  });
});
