/**
 * A read of one endpoint row as the platform answers it, for a page that shows the answer as it is
 * (a record page, a list): `useQuery(rowQuery(row, query, walletQueries.all()))`. The query is
 * typed from the row's `request` (a key the platform does not read does not compile), the data from
 * its `response`; the key is the row's path and the query under a domain's key, so the page and its
 * centre row's `data` share one cache entry, and what refreshes or forgets that domain (a money
 * action and a game round refetch `walletQueries.all()`, signing out removes it) covers the read.
 * No factory to write for it. A read that does work of its own (maps the answer, keys by the
 * session token, persists, polls, picks its own stale time) stays a factory of its domain
 * (`src/api/<domain>/<domain>-queries.ts`).
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';

import type { AnySchema, Endpoint, RequestInput } from '#contract/endpoint.ts';

import { apiClient } from './api-client';
import type { CallOptions } from './http-client';

/** A row that reads with a GET and no path parameters. */
type ReadRow = Endpoint<'GET', string, AnySchema, AnySchema, undefined>;

export function rowQuery<E extends ReadRow, const K extends QueryKey>(row: E, query: RequestInput<E>, under: K) {
  // The path names the row (one GET row per path); the row itself holds schemas, no key material.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...under, row.path, query] as const,
    // The call's options are a type conditional on the row, which TypeScript cannot resolve for a generic row.
    queryFn: ({ signal }) => apiClient().call(row, { query, signal } as unknown as CallOptions<E>),
  });
}
