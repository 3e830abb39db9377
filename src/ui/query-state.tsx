/** Renders a query's loading, error (translated, with retry) and empty states around its data. */
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, type ReactNode } from 'react';

import { allowRetryNow } from '@/api/api-client';
import { isApiError } from '@/api/api-error';

import { isAbsent } from './feature-absence';
import { useErrorText } from './use-error-text';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** An optional feature: when the platform lacks it (see `isFeatureAbsent`), render nothing. */
  optional?: boolean;
}

export function QueryState<T>({ query, children, isEmpty, emptyText, optional }: QueryStateProps<T>) {
  const { t } = useLingui();
  // Query results reach React through useSyncExternalStore, whose updates render synchronously: a
  // long list arriving after the first screen was one long task. Deferred, the list renders in a
  // transition that yields to input (total blocking time); a cached result shows at once.
  const data = useDeferredValue(query.data);
  const message = useErrorText(data === undefined ? query.error : null);
  if (data !== undefined) {
    if (isEmpty?.(data)) return <p className="empty-state">{emptyText}</p>;
    return <>{children(data)}</>;
  }
  if (optional && isAbsent(query)) return null;
  if (query.error) {
    // Offline on a page never seen: say so and offer a way back to what works offline.
    const offline = isApiError(query.error) && query.error.isDeviceOffline;
    return (
      <div className="query-error" role="alert" data-testid={offline ? 'offline-page-problem' : undefined}>
        <p>{message}</p>
        {offline && (
          <Link to="/" className="button button--primary">
            {t`Back to home`}
          </Link>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            allowRetryNow();
            void query.refetch();
          }}
        >
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
