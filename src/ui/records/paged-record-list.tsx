/**
 * A period's records a page at a time: the read's loading, error and "no records" states
 * (`QueryState`), the list (`RecordList`, cards on a phone) and the pages under it. The page keeps
 * its read, its filters and its columns.
 */
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';

import { Pagination } from '../pagination';
import { QueryState } from '../query-state';
import { RecordList, type RecordListProps } from './record-list';

interface PagedRecordListProps<T> extends Omit<RecordListProps<T>, 'rows' | 'emptyText'> {
  query: UseQueryResult<{ content: readonly T[]; totalPages: number }>;
  page: number;
  onPage: (page: number) => void;
}

export function PagedRecordList<T>({ query, page, onPage, ...list }: PagedRecordListProps<T>) {
  const { t } = useLingui();
  return (
    <QueryState query={query} isEmpty={(data) => data.content.length === 0} emptyText={t`No records for this period.`}>
      {(data) => (
        <>
          <RecordList {...list} rows={data.content} />
          <Pagination page={page} totalPages={data.totalPages} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
