/** Query factories for the agent centre; member data, never persisted. Mutations invalidate `agentQueries.all()`. */
import { queryOptions } from '@tanstack/react-query';

import type { ContractKind } from '#contract/agent-schemas.ts';
import type { Endpoint, RequestInput } from '#contract/endpoint.ts';
import { agentEndpoints, contractEndpoints } from '#contract/endpoints/agent-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { STALE } from '@/api/query-client';

/** A row's query as a screen gives it: the row's keys, the page size the factory's. */
type Query<E extends Endpoint> = Omit<RequestInput<E>, 'pageSize'>;

export const agentQueries = {
  all: () => ['agent'] as const,
  consolidated: (token: string | null) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'consolidated', token] as const,
      queryFn: ({ signal }) => apiClient().call(agentEndpoints.consolidated, { signal }),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
  overview: (period: RequestInput<typeof agentEndpoints.teamOverview>) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'overview', period] as const,
      queryFn: ({ signal }) => apiClient().call(agentEndpoints.teamOverview, { query: { ...period }, signal }),
    }),
  downlines: (params: Query<typeof agentEndpoints.downlines>) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'downlines', params] as const,
      queryFn: ({ signal }) =>
        apiClient().call(agentEndpoints.downlines, { query: { ...params, pageSize: 10 }, signal }),
    }),
  teamBets: (query: Query<typeof agentEndpoints.teamBets>) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'teamBets', query] as const,
      queryFn: ({ signal }) => apiClient().call(agentEndpoints.teamBets, { query: { ...query, pageSize: 10 }, signal }),
    }),
  memberProfit: (query: Query<typeof agentEndpoints.memberProfit>) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'memberProfit', query] as const,
      queryFn: ({ signal }) =>
        apiClient().call(agentEndpoints.memberProfit, { query: { ...query, pageSize: 10 }, signal }),
    }),
  transactions: (query: Query<typeof agentEndpoints.teamTransactions>) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'transactions', query] as const,
      queryFn: ({ signal }) =>
        apiClient().call(agentEndpoints.teamTransactions, { query: { ...query, pageSize: 10 }, signal }),
    }),
  income: (query: Query<typeof agentEndpoints.income>) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'income', query] as const,
      queryFn: ({ signal }) => apiClient().call(agentEndpoints.income, { query: { ...query, pageSize: 10 }, signal }),
    }),
  settlements: (query: { kind: ContractKind; pageNo: number }) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'settlements', query] as const,
      queryFn: ({ signal }) =>
        apiClient().call(agentEndpoints.settlements, { query: { ...query, pageSize: 10 }, signal }),
    }),
  contracts: (kind: ContractKind) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'contracts', kind] as const,
      queryFn: ({ signal }) => apiClient().call(contractEndpoints[kind].list, { signal }),
    }),
};
