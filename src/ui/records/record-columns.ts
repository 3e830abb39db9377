/**
 * One column definition drives both shapes of a record list: the table's header and cells on a wide
 * screen, and on a phone a card per row, titled by the primary column, with "label: value" lines for
 * the rest. Pure, so the mapping is tested without a browser (record-columns.test.ts).
 */
import type { ReactNode } from 'react';

/** `number` (money, counts): right-aligned, tabular digits, kept left to right in every script (`<bdi>`). */
export type RecordAlign = 'start' | 'number';

export interface RecordColumn<T> {
  /** Stable and unique in the list: React key, and the key of a totals cell. */
  key: string;
  /** The header in the table, the line's label on a card. */
  label: string;
  cell: (row: T) => ReactNode;
  align?: RecordAlign;
  /** The card's title on a phone (the first primary column; without one, the first column). */
  primary?: boolean;
  /** Buttons, not data: on a card they sit under the facts without a label. */
  actions?: boolean;
}

export interface CardLine {
  key: string;
  label: string;
  value: ReactNode;
  align: RecordAlign;
}

export interface RecordCard {
  /** The primary column's label, said before the title to screen readers. */
  titleLabel: string;
  title: ReactNode;
  lines: CardLine[];
  actions: CardLine[];
}

/** Nothing worth a line: a card leaves out what a table shows as an empty cell. */
const isBlank = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

function primaryColumn<T>(columns: readonly RecordColumn<T>[]): RecordColumn<T> | undefined {
  return columns.find((column) => column.primary) ?? columns[0];
}

/**
 * The card for one row (`valueOf` = the column's cell for that row) or for the totals (`valueOf` =
 * the totals cell under that column's key).
 */
export function toCard<T>(
  columns: readonly RecordColumn<T>[],
  valueOf: (column: RecordColumn<T>) => ReactNode,
): RecordCard {
  const primary = primaryColumn(columns);
  const lines: CardLine[] = [];
  const actions: CardLine[] = [];
  for (const column of columns) {
    if (column === primary) continue;
    const value = valueOf(column);
    if (isBlank(value)) continue;
    (column.actions ? actions : lines).push({
      key: column.key,
      label: column.label,
      value,
      align: column.align ?? 'start',
    });
  }
  return {
    titleLabel: primary?.label ?? '',
    title: primary ? valueOf(primary) : null,
    lines,
    actions,
  };
}

/** A row's card. */
export function rowCard<T>(columns: readonly RecordColumn<T>[], row: T): RecordCard {
  return toCard(columns, (column) => column.cell(row));
}

/** The totals' card: cells by column key, a missing key is an empty cell. */
export function totalsCard<T>(columns: readonly RecordColumn<T>[], totals: TotalsCells): RecordCard {
  return toCard(columns, (column) => totals[column.key]);
}

export type TotalsCells = Readonly<Partial<Record<string, ReactNode>>>;
