/** Member reports over the bets table (contract §10): the betting record and profit and loss. */
import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';

import { apiClient } from '@/api/api-client';

export interface BetQuery {
  from: number;
  to: number;
  category?: string | undefined;
  vendor?: string | undefined;
  pageNo: number;
}

export interface ProfitQuery {
  from: number;
  to: number;
  category?: string | undefined;
}

/** `GET /wps/report/bets`: a page of the member's bets with the totals of the whole filter. */
export function fetchBets(params: BetQuery, signal?: AbortSignal) {
  return apiClient().call(reportEndpoints.bets, { query: { ...params, pageSize: 10 }, signal });
}

/** `GET /wps/report/profit`: totals per category and overall for a period. */
export function fetchProfit(params: ProfitQuery, signal?: AbortSignal) {
  return apiClient().call(reportEndpoints.profit, { query: { ...params }, signal });
}
