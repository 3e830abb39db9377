/**
 * A list of records from one column definition (`record-columns.ts`): a table on a wide screen, a
 * card per row on a phone, where a table of five or more columns could only scroll sideways (issue
 * 26). Loading, errors and offline stay with the page's `QueryState`; an empty list says so here.
 * Row attributes (`data-testid`, `data-state`, ...) land on the row in either shape.
 */
import '@/styles/records.css';

import type { ReactNode } from 'react';

import { useIsPhone } from '../use-is-phone';
import {
  rowCard,
  totalsCard,
  type RecordAlign,
  type RecordCard,
  type RecordColumn,
  type TotalsCells,
} from './record-columns';

export type { RecordColumn } from './record-columns';

/** Attributes a row may carry in either shape: test ids and states, and `aria-current` ("yours"). */
type RowAttributes = Readonly<
  Partial<Record<`data-${string}`, string | number | boolean | undefined>> & { 'aria-current'?: 'true' | undefined }
>;

export interface RecordListProps<T> {
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Names the list: the table's caption, the card list's label. */
  caption: string;
  /** Show the caption (a heading of its own); hidden by default, the page's heading says it. */
  isCaptionShown?: boolean;
  /** Said instead of an empty table. */
  emptyText?: string;
  rowAttributes?: (row: T) => RowAttributes;
  /** A totals row under the table (cells by column key), a last card on a phone. */
  totals?: TotalsCells;
  totalsAttributes?: RowAttributes;
  /** On the table or the card list, so a test finds the list in either shape. */
  testId?: string;
}

export function RecordList<T>(props: RecordListProps<T>) {
  const isPhone = useIsPhone();
  if (props.rows.length === 0 && props.emptyText) return <p className="empty-state">{props.emptyText}</p>;
  return isPhone ? <RecordCards {...props} /> : <RecordTable {...props} />;
}

/** Money keeps its digits and sign left to right in every script, whatever the page's direction. */
function Value({ align, children }: { align: RecordAlign | undefined; children: ReactNode }) {
  return align === 'number' ? <bdi dir="ltr">{children}</bdi> : <>{children}</>;
}

const moneyClass = (align: RecordAlign | undefined) => (align === 'number' ? 'record-table__money' : undefined);

function RecordTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  isCaptionShown,
  rowAttributes,
  totals,
  totalsAttributes,
  testId,
}: RecordListProps<T>) {
  const cell = (column: RecordColumn<T>, value: ReactNode) =>
    column.primary ? (
      <th key={column.key} scope="row" className={moneyClass(column.align)}>
        <Value align={column.align}>{value}</Value>
      </th>
    ) : (
      <td key={column.key} className={moneyClass(column.align)}>
        <Value align={column.align}>{value}</Value>
      </td>
    );
  return (
    <div className="record-list__scroll">
      <table className="record-table" data-testid={testId} data-shape="table">
        <caption className={isCaptionShown ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={moneyClass(column.align)}>
                {column.actions ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => cell(column, column.cell(row)))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr {...totalsAttributes}>{columns.map((column) => cell(column, totals[column.key]))}</tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function RecordCards<T>({
  columns,
  rows,
  rowKey,
  caption,
  isCaptionShown,
  rowAttributes,
  totals,
  totalsAttributes,
  testId,
}: RecordListProps<T>) {
  return (
    <>
      {isCaptionShown && <p className="record-cards__caption">{caption}</p>}
      <ul className="record-cards" aria-label={caption} data-testid={testId} data-shape="cards">
        {rows.map((row) => (
          <Card key={rowKey(row)} card={rowCard(columns, row)} attributes={rowAttributes?.(row)} />
        ))}
        {totals && <Card card={totalsCard(columns, totals)} attributes={totalsAttributes} isTotals />}
      </ul>
    </>
  );
}

function Card({ card, attributes, isTotals }: { card: RecordCard; attributes?: RowAttributes; isTotals?: boolean }) {
  return (
    <li className={isTotals ? 'record-card record-card--totals' : 'record-card'} {...attributes}>
      <p className="record-card__title">
        <span className="visually-hidden">{card.titleLabel} </span>
        {card.title}
      </p>
      {card.lines.length > 0 && (
        <dl className="record-card__lines">
          {card.lines.map((line) => (
            <div key={line.key} className="record-card__line">
              <dt>{line.label}</dt>
              <dd className={line.align === 'number' ? 'record-card__money' : undefined}>
                <Value align={line.align}>{line.value}</Value>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {card.actions.length > 0 && (
        <div className="record-card__actions">
          {card.actions.map((line) => (
            <span key={line.key}>{line.value}</span>
          ))}
        </div>
      )}
    </li>
  );
}
