import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { rowQuery } from './row-query';

// The read calls its row on the app's client: the fake records each call.
const call = vi.hoisted(() => vi.fn());
vi.mock('@/api/api-client', () => ({ apiClient: () => ({ call }) }));

beforeEach(() => call.mockReset());

describe('rowQuery', () => {
  it("keys a row's read by the domain, the row's path and the query, and calls the row with that query", async () => {
    const page = { content: [], pageNum: 1, pageSize: 10, totalPages: 1, totalCount: 0 };
    call.mockResolvedValue(page);
    const query = { type: 'DEPOSIT', from: 1, to: 2, pageNo: 1, pageSize: 10 };
    const read = rowQuery(reportEndpoints.transactions, query, ['wallet']);
    expect(read.queryKey).toEqual(['wallet', '/wps/report/transaction', query]);
    const data = await new QueryClient().fetchQuery(read);
    expect(data).toBe(page);
    expect(call).toHaveBeenCalledWith(
      reportEndpoints.transactions,
      expect.objectContaining({ query, signal: expect.any(AbortSignal) as AbortSignal }),
    );
  });

  it("shares one cache entry between a centre row's first data and its page (absent filters are no part of the key)", async () => {
    const client = new QueryClient();
    call.mockResolvedValue({ from: 1 });
    await client.prefetchQuery(rowQuery(reportEndpoints.profit, { from: 1, to: 2 }, ['wallet']));
    const onPage = rowQuery(reportEndpoints.profit, { from: 1, to: 2, category: undefined }, ['wallet']);
    expect(client.getQueryData(onPage.queryKey)).toEqual({ from: 1 });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('types the query from the row: a key the platform does not read does not compile', () => {
    // `npm run typecheck` fails when this compiles.
    // @ts-expect-error: the account record reads no `state`
    expect(rowQuery(reportEndpoints.transactions, { state: 'PENDING' }, ['wallet']).queryKey).toHaveLength(3);
  });
});
