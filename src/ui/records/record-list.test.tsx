// @vitest-environment happy-dom
// One column definition, two shapes: a captioned table on a wide screen, labelled cards on a phone,
// with the primary column as the row's header and the card's title; an empty list says so.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderUi } from '../test-support/render-ui';
import { RecordList, type RecordColumn } from './record-list';

interface Row {
  id: number;
  reference: string;
  amount: string;
}

const COLUMNS: readonly RecordColumn<Row>[] = [
  { key: 'reference', label: 'Reference', cell: (row) => row.reference, primary: true },
  { key: 'amount', label: 'Amount', cell: (row) => row.amount, align: 'number' },
];
const ROWS: Row[] = [
  { id: 1, reference: 'D-1', amount: '₱100.00' },
  { id: 2, reference: 'D-2', amount: '₱-5.00' },
];

function phone(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
  );
}

const list = (rows: Row[] = ROWS) => (
  <RecordList
    columns={COLUMNS}
    rows={rows}
    rowKey={(row) => row.id}
    caption="Deposits"
    emptyText="No deposits yet."
    rowAttributes={(row) => ({ 'data-testid': 'deposit-row', 'data-id': row.id })}
  />
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RecordList', () => {
  it('is a captioned table on a wide screen, the primary column heading each row', () => {
    phone(false);
    renderUi(list());
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reference', 'Amount']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['D-1', 'D-2']);
    expect(screen.getAllByTestId('deposit-row').map((row) => row.dataset.id)).toEqual(['1', '2']);
  });

  it('is a labelled list of cards on a phone, each titled by the primary column', () => {
    phone(true);
    renderUi(list());
    const cards = within(screen.getByRole('list', { name: 'Deposits' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('D-1');
    expect(within(cards[1] as HTMLElement).getByText('Amount')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says an empty list in words', () => {
    phone(false);
    renderUi(list([]));
    expect(screen.getByText('No deposits yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
