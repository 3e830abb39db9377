/** Renders a query's loading, error (translated, with retry) and empty states around its data. */
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { apiErrorMessage } from '@/api/api-error-messages';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
}

export function QueryState<T>({ query, children, isEmpty, emptyText }: QueryStateProps<T>) {
  const { t, i18n } = useLingui();
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <p className="empty-state">{emptyText}</p>;
    return <>{children(query.data)}</>;
  }
  if (query.error) {
    const message = isApiError(query.error) ? apiErrorMessage(query.error, i18n) : t`Something went wrong. Please try again later.`;
    return (
      <div className="query-error" role="alert">
        <p>{message}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t`Retry`}
        </button>
      </div>
    );
  }
  return (
    <p className="route-pending" role="status">
      <span className="spinner" aria-hidden="true" /> {t`Loading…`}
    </p>
  );
}
