/** Query factories for wallet data; member data, so never persisted. Mutations invalidate `walletQueries.all()`. */
import { queryOptions } from '@tanstack/react-query';

import { balanceEndpoints } from '#contract/endpoints/wallet-balance-endpoints.ts';
import { walletEndpoints } from '#contract/endpoints/wallet-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

/** `'always'` after a failed call (refetch even if fresh), else `true` (refetch when stale). */
function againIfFailed(query: { state: { status: string } }): boolean | 'always' {
  return query.state.status === 'error' ? 'always' : true;
}

export const walletQueries = {
  all: () => ['wallet'] as const,
  balance: (token: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'balance', token] as const,
      queryFn: ({ signal }) => apiClient().call(balanceEndpoints.balance, { query: { typeId: 0 }, signal }),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
      // The header shows it on every page: when a call failed, ask again as soon as the connection
      // or the page (tab, app) comes back, however fresh the last good amount; otherwise only when
      // stale. Each is one call per event, and the HTTP client's per-path limit bounds a flapping link.
      refetchOnReconnect: againIfFailed,
      refetchOnWindowFocus: againIfFailed,
    }),
  merchantWallet: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'merchantWallet'] as const,
      queryFn: ({ signal }) => apiClient().call(balanceEndpoints.merchantWallet, { signal }),
      staleTime: STALE.HOUR,
    }),
  depositSettings: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'depositSettings'] as const,
      queryFn: ({ signal }) => apiClient().call(walletEndpoints.depositSettings, { signal }),
      staleTime: STALE.MINUTES_5,
    }),
  depositOrders: (pageNo: number) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'depositOrders', pageNo] as const,
      queryFn: ({ signal }) =>
        apiClient().call(walletEndpoints.depositOrders, { query: { pageNo, pageSize: 10 }, signal }),
    }),
  withdrawSettings: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'withdrawSettings'] as const,
      queryFn: ({ signal }) => apiClient().call(walletEndpoints.withdrawSettings, { query: { groupId: 0 }, signal }),
    }),
  bankCards: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'bankCards'] as const,
      queryFn: ({ signal }) => apiClient().call(walletEndpoints.bankCards, { signal }),
    }),
  withdrawals: (pageNo: number) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'withdrawals', pageNo] as const,
      queryFn: ({ signal }) =>
        apiClient().call(walletEndpoints.withdrawals, { query: { pageNo, pageSize: 10 }, signal }),
    }),
};
