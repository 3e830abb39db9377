/** Agent centre calls (docs/contract.md §12). */
import type { ContractActionBody, ContractKind, RegisterDownlineBody } from '#contract/agent-schemas.ts';
import { agentEndpoints, contractEndpoints } from '#contract/endpoints/agent-endpoints.ts';

import { apiClient } from '@/api/api-client';

export interface ReportPeriod {
  from: number;
  to: number;
}

export function fetchConsolidated(signal?: AbortSignal) {
  return apiClient().call(agentEndpoints.consolidated, { signal });
}

export function fetchTeamOverview(period: ReportPeriod, signal?: AbortSignal) {
  return apiClient().call(agentEndpoints.teamOverview, { query: { ...period }, signal });
}

export function fetchDownlines(params: { parent?: string; search?: string; pageNo: number }, signal?: AbortSignal) {
  return apiClient().call(agentEndpoints.downlines, { query: { ...params, pageSize: 10 }, signal });
}

/** `PUT /wps/agent/downline` (encrypted). */
export function registerDownline(body: RegisterDownlineBody) {
  return apiClient().call(agentEndpoints.registerDownline, { body });
}

/** `POST /wps/agent/transferDownline` (encrypted, idempotency key). */
export function transferToDownline(
  body: { username: string; amount: string; paymentPassword: string },
  idempotencyKey: string,
) {
  return apiClient().call(agentEndpoints.transferDownline, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export interface TeamReportQuery extends ReportPeriod {
  username?: string;
  pageNo: number;
}

export function fetchTeamBets(query: TeamReportQuery, signal?: AbortSignal) {
  return apiClient().call(agentEndpoints.teamBets, { query: { ...query, pageSize: 10 }, signal });
}

export function fetchMemberProfit(query: TeamReportQuery, signal?: AbortSignal) {
  return apiClient().call(agentEndpoints.memberProfit, { query: { ...query, pageSize: 10 }, signal });
}

export function fetchTeamTransactions(query: TeamReportQuery & { type?: string }, signal?: AbortSignal) {
  return apiClient().call(agentEndpoints.teamTransactions, { query: { ...query, pageSize: 10 }, signal });
}

export function fetchIncome(query: ReportPeriod & { pageNo: number }, signal?: AbortSignal) {
  return apiClient().call(agentEndpoints.income, { query: { ...query, pageSize: 10 }, signal });
}

export function fetchSettlements(query: { kind: ContractKind; pageNo: number }, signal?: AbortSignal) {
  return apiClient().call(agentEndpoints.settlements, { query: { ...query, pageSize: 10 }, signal });
}

export function fetchContracts(kind: ContractKind, signal?: AbortSignal) {
  return apiClient().call(contractEndpoints[kind].list, { signal });
}

export function contractAction(kind: ContractKind, body: ContractActionBody) {
  return apiClient().call(contractEndpoints[kind].action, { body });
}
