/** Query factories for the agent centre; member data, never persisted. Mutations invalidate `agentQueries.all()`. */
import { queryOptions } from '@tanstack/react-query';

import type { ContractKind } from '#contract/agent-schemas.ts';

import { STALE } from '@/api/query-client';

import {
  fetchConsolidated,
  fetchContracts,
  fetchDownlines,
  fetchIncome,
  fetchMemberProfit,
  fetchSettlements,
  fetchTeamBets,
  fetchTeamOverview,
  fetchTeamTransactions,
  type ReportPeriod,
  type TeamReportQuery,
} from './agent-requests';

export const agentQueries = {
  all: () => ['agent'] as const,
  consolidated: (token: string | null) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'consolidated', token] as const,
      queryFn: ({ signal }) => fetchConsolidated(signal),
      enabled: token !== null,
      staleTime: STALE.SECONDS_30,
    }),
  overview: (period: ReportPeriod) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'overview', period] as const,
      queryFn: ({ signal }) => fetchTeamOverview(period, signal),
    }),
  downlines: (params: { parent?: string; search?: string; pageNo: number }) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'downlines', params] as const,
      queryFn: ({ signal }) => fetchDownlines(params, signal),
    }),
  teamBets: (query: TeamReportQuery) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'teamBets', query] as const,
      queryFn: ({ signal }) => fetchTeamBets(query, signal),
    }),
  memberProfit: (query: TeamReportQuery) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'memberProfit', query] as const,
      queryFn: ({ signal }) => fetchMemberProfit(query, signal),
    }),
  transactions: (query: TeamReportQuery & { type?: string }) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'transactions', query] as const,
      queryFn: ({ signal }) => fetchTeamTransactions(query, signal),
    }),
  income: (query: ReportPeriod & { pageNo: number }) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'income', query] as const,
      queryFn: ({ signal }) => fetchIncome(query, signal),
    }),
  settlements: (query: { kind: ContractKind; pageNo: number }) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'settlements', query] as const,
      queryFn: ({ signal }) => fetchSettlements(query, signal),
    }),
  contracts: (kind: ContractKind) =>
    queryOptions({
      queryKey: [...agentQueries.all(), 'contracts', kind] as const,
      queryFn: ({ signal }) => fetchContracts(kind, signal),
    }),
};
