// @vitest-environment happy-dom
// The withdrawal record reads its row: the latest 30 days first (the centre row's first data), each
// line with its state, amount and masked payout account; a chosen state asks the row again from the
// first page.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { renderUi } from '@/ui/test-support/render-ui';

import { WithdrawalRecordPage } from './withdrawal-record-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));

const DAY = 86_400_000;
const line = (id: number, state: string, extra: object = {}) => ({
  id,
  reference: `W${id}`,
  amount: '100.00',
  state,
  bankName: 'GCash',
  maskedNumber: '****4567',
  receivedAmount: null,
  createdAt: 1_700_000_000_000,
  ...extra,
});
const pageOf = (content: object[]) => ({
  content,
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  totalCount: content.length,
});

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('WithdrawalRecordPage', () => {
  it('lists the latest 30 days: state, amount and the masked payout account', async () => {
    call.mockResolvedValue(
      pageOf([line(2, 'NOT_RECEIVED', { amount: '1250.00', receivedAmount: '40.00' }), line(1, 'REJECTED')]),
    );
    renderUi(<WithdrawalRecordPage />);
    const rows = await screen.findAllByTestId('withdraw-record-row');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['NOT_RECEIVED', 'REJECTED']);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('GCash · ****4567')).toBeTruthy();
    expect(first.getByText('Partly received')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('1,250.00');
    expect(within(rows[1] as HTMLElement).getByText('Rejected')).toBeTruthy();
    const [row, options] = call.mock.lastCall as [unknown, { query: Record<string, unknown> }];
    expect(row).toBe(reportEndpoints.withdrawRecords);
    const { from, to, ...rest } = options.query as { from: number; to: number };
    expect(rest).toEqual({ state: undefined, pageNo: 1, pageSize: 10 });
    expect(Math.round((to + 1 - from) / DAY)).toBe(30);
  });

  it('asks for one state from the first page, and says when none is there', async () => {
    call.mockResolvedValue({ ...pageOf([line(3, 'PENDING')]), totalPages: 2, totalCount: 11 });
    const { user } = renderUi(<WithdrawalRecordPage />);
    await screen.findAllByTestId('withdraw-record-row');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(call.mock.lastCall?.[1]).toMatchObject({ query: { pageNo: 2 } }));
    call.mockResolvedValue(pageOf([]));
    await user.selectOptions(screen.getByTestId('withdraw-state'), 'Counted as received');
    expect(await screen.findByText('No records for this period.')).toBeTruthy();
    expect(call.mock.lastCall?.[1]).toMatchObject({ query: { state: 'AUTO_RECEIVED', pageNo: 1 } });
  });
});
