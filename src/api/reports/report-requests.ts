/** Member reports over the bets table (contract §10): the betting record and profit and loss. */
import { apiClient } from '@/api/api-client';
import { BetPageSchema, ProfitReportSchema } from '#contract/bet-schemas.ts';

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
  return apiClient().request({ path: '/wps/report/bets', query: { ...params, pageSize: 10 }, schema: BetPageSchema, signal });
}

/** `GET /wps/report/profit`: totals per category and overall for a period. */
export function fetchProfit(params: ProfitQuery, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/report/profit', query: { ...params }, schema: ProfitReportSchema, signal });
}
