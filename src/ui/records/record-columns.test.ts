// The column definition → phone card mapping: the primary column titles the card, the rest become
// "label: value" lines in column order, empty cells drop out, actions go under the lines.
import { describe, expect, it } from 'vitest';

import { rowCard, totalsCard, type RecordColumn } from './record-columns';

interface Row {
  time: string;
  amount: string;
  win: string | null;
}

const columns: readonly RecordColumn<Row>[] = [
  { key: 'time', label: 'Time', cell: (row) => row.time },
  { key: 'amount', label: 'Amount', cell: (row) => `₱${row.amount}`, align: 'number', primary: true },
  { key: 'win', label: 'Win', cell: (row) => row.win, align: 'number' },
  { key: 'open', label: 'Actions', cell: () => 'Details', actions: true },
];

describe('record card', () => {
  it('titles the card with the primary column and keeps the others in order with their alignment', () => {
    const card = rowCard(columns, { time: '2026-11-26 10:00', amount: '100.00', win: '5.00' });
    expect(card.titleLabel).toBe('Amount');
    expect(card.title).toBe('₱100.00');
    expect(card.lines).toEqual([
      { key: 'time', label: 'Time', value: '2026-11-26 10:00', align: 'start' },
      { key: 'win', label: 'Win', value: '5.00', align: 'number' },
    ]);
    expect(card.actions).toEqual([{ key: 'open', label: 'Actions', value: 'Details', align: 'start' }]);
  });

  it('leaves out empty cells, and without a primary column takes the first', () => {
    const plain = columns.map(({ primary: _, ...column }) => column);
    const card = rowCard(plain, { time: 'today', amount: '1.00', win: null });
    expect(card.title).toBe('today');
    expect(card.lines.map((line) => line.key)).toEqual(['amount']);
  });

  it('maps the totals by column key, a missing key being an empty cell', () => {
    const card = totalsCard(columns, { amount: '₱300.00', time: 'Total' });
    expect(card.title).toBe('₱300.00');
    expect(card.lines).toEqual([{ key: 'time', label: 'Time', value: 'Total', align: 'start' }]);
    expect(card.actions).toEqual([]);
  });
});
