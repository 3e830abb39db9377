/** Agent centre calls (docs/contract.md §12). */
import { apiClient } from '@/api/api-client';
import {
  ConsolidatedSchema, ContractActionResultSchema, ContractListSchema, DownlinePageSchema, MemberProfitPageSchema, RegisteredDownlineSchema,
  SettlementPageSchema, TeamOverviewSchema, TeamTransactionPageSchema, type ContractActionBody, type ContractKind, type RegisterDownlineBody,
} from '#contract/agent-schemas.ts';
import { BetPageSchema } from '#contract/bet-schemas.ts';
import { BalanceSchema } from '#contract/wallet-schemas.ts';

/** The relay call of each contract kind (contract §4.6). */
export const CONTRACT_CALL: Record<ContractKind, string> = {
  DIVIDEND: 'MCS2_processDividendReq',
  DAILY_WAGE: 'MCS2_processDailySalContract',
  HOURLY_WAGE: 'MCS2_processContractHourSalary',
  REALTIME_SALARY: 'MCSFE_processRealTimeSalaryContract',
};

export interface ReportPeriod {
  from: number;
  to: number;
}

export function fetchConsolidated(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/member/info/funds/consolidated', schema: ConsolidatedSchema, signal });
}

export function fetchTeamOverview(period: ReportPeriod, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/agent/team/overview', query: { ...period }, schema: TeamOverviewSchema, signal });
}

export function fetchDownlines(params: { parent?: string; search?: string; pageNo: number }, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/agent/downlines', query: { ...params, pageSize: 10 }, schema: DownlinePageSchema, signal });
}

/** `PUT /wps/agent/downline` (encrypted). */
export function registerDownline(body: RegisterDownlineBody) {
  return apiClient().request({ method: 'PUT', path: '/wps/agent/downline', body, encrypted: true, schema: RegisteredDownlineSchema });
}

/** `POST /wps/agent/transferDownline` (encrypted, idempotency key). */
export function transferToDownline(body: { username: string; amount: string; paymentPassword: string }, idempotencyKey: string) {
  return apiClient().request({ method: 'POST', path: '/wps/agent/transferDownline', body, encrypted: true, headers: { 'Idempotency-Key': idempotencyKey }, schema: BalanceSchema });
}

export interface TeamReportQuery extends ReportPeriod {
  username?: string;
  pageNo: number;
}

export function fetchTeamBets(query: TeamReportQuery, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/agent/report/bets', query: { ...query, pageSize: 10 }, schema: BetPageSchema, signal });
}

export function fetchMemberProfit(query: TeamReportQuery, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/agent/report/members', query: { ...query, pageSize: 10 }, schema: MemberProfitPageSchema, signal });
}

export function fetchTeamTransactions(query: TeamReportQuery & { type?: string }, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/agent/report/transactions', query: { ...query, pageSize: 10 }, schema: TeamTransactionPageSchema, signal });
}

export function fetchIncome(query: ReportPeriod & { pageNo: number }, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/agent/report/income', query: { ...query, pageSize: 10 }, schema: SettlementPageSchema, signal });
}

export function fetchSettlements(query: { kind: ContractKind; pageNo: number }, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/agent/contract/settlements', query: { ...query, pageSize: 10 }, schema: SettlementPageSchema, signal });
}

export function fetchContracts(kind: ContractKind, signal?: AbortSignal) {
  return apiClient().request({ path: `/wps/relay/${CONTRACT_CALL[kind]}`, schema: ContractListSchema, signal });
}

export function contractAction(kind: ContractKind, body: ContractActionBody) {
  return apiClient().request({ method: 'POST', path: `/wps/relay/${CONTRACT_CALL[kind]}`, body, schema: ContractActionResultSchema });
}
