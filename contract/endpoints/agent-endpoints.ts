/**
 * Agent centre (docs/contract.md §12): consolidated flags (contract §4.6), team reports, downlines,
 * transfers and the four contract calls (spec §7 names them). Each contract call answers GET with
 * the lists and POST with an action; the accept/decline parameters are not public (contract §7.8),
 * so the action body is our extension.
 */
import * as v from 'valibot';

import {
  ConsolidatedSchema,
  ContractActionBodySchema,
  ContractActionResultSchema,
  ContractListSchema,
  DownlinePageSchema,
  MemberProfitPageSchema,
  RegisterDownlineBodySchema,
  RegisteredDownlineSchema,
  SettlementPageSchema,
  TeamOverviewSchema,
  TeamTransactionPageSchema,
  TransferDownlineBodySchema,
  type ContractKind,
} from '../agent-schemas.ts';
import { BetPageSchema } from '../bet-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { NoInput, PageQuery, PeriodQuery, QueryText } from '../request-schemas.ts';
import { BalanceSchema } from '../wallet-schemas.ts';

/**
 * A team report's query: the period (both required), one team member (`username`) or all, the page,
 * and the report's own filters. A function, so a bundle whose rows leave it out drops it.
 */
/* @__NO_SIDE_EFFECTS__ */
function teamQuery<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...PeriodQuery, username: QueryText, ...PageQuery, ...entries });
}

/* @__NO_SIDE_EFFECTS__ */
function contractCall<const TPath extends string>(path: TPath) {
  return {
    list: endpoint({ method: 'GET', path, token: 'required', request: NoInput, response: ContractListSchema }),
    action: endpoint({
      method: 'POST',
      path,
      token: 'required',
      request: ContractActionBodySchema,
      response: ContractActionResultSchema,
    }),
  };
}

/** The relay call of each contract kind (contract §4.6, spec §7). */
export const contractEndpoints = {
  DIVIDEND: contractCall('/wps/relay/MCS2_processDividendReq'),
  DAILY_WAGE: contractCall('/wps/relay/MCS2_processDailySalContract'),
  HOURLY_WAGE: contractCall('/wps/relay/MCS2_processContractHourSalary'),
  REALTIME_SALARY: contractCall('/wps/relay/MCSFE_processRealTimeSalaryContract'),
} satisfies Record<ContractKind, unknown>;

export const agentEndpoints = {
  consolidated: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    token: 'required',
    request: NoInput,
    response: ConsolidatedSchema,
  }),
  teamOverview: endpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    extension: true,
    token: 'required',
    request: v.object(PeriodQuery),
    response: TeamOverviewSchema,
  }),
  downlines: endpoint({
    method: 'GET',
    path: '/wps/agent/downlines',
    token: 'required',
    /** `parent`: a downline's username (its own downlines); `search`: part of a username. */
    request: v.object({ parent: QueryText, search: QueryText, ...PageQuery }),
    response: DownlinePageSchema,
  }),
  registerDownline: endpoint({
    method: 'PUT',
    path: '/wps/agent/downline',
    token: 'required',
    encrypted: true,
    request: RegisterDownlineBodySchema,
    response: RegisteredDownlineSchema,
  }),
  /** Money: encrypted, Idempotency-Key. */
  transferDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/transferDownline',
    token: 'required',
    encrypted: true,
    request: TransferDownlineBodySchema,
    response: BalanceSchema,
  }),
  teamBets: endpoint({
    method: 'GET',
    path: '/wps/agent/report/bets',
    extension: true,
    token: 'required',
    request: teamQuery({ category: QueryText, vendor: QueryText }),
    response: BetPageSchema,
  }),
  memberProfit: endpoint({
    method: 'GET',
    path: '/wps/agent/report/members',
    extension: true,
    token: 'required',
    request: teamQuery({}),
    response: MemberProfitPageSchema,
  }),
  teamTransactions: endpoint({
    method: 'GET',
    path: '/wps/agent/report/transactions',
    extension: true,
    token: 'required',
    request: teamQuery({ type: QueryText }),
    response: TeamTransactionPageSchema,
  }),
  income: endpoint({
    method: 'GET',
    path: '/wps/agent/report/income',
    extension: true,
    token: 'required',
    request: v.object({ ...PeriodQuery, ...PageQuery }),
    response: SettlementPageSchema,
  }),
  settlements: endpoint({
    method: 'GET',
    path: '/wps/agent/contract/settlements',
    extension: true,
    token: 'required',
    /** `kind`: one contract kind, or every kind when absent. */
    request: v.object({ kind: QueryText, ...PeriodQuery, ...PageQuery }),
    response: SettlementPageSchema,
  }),
  contracts: contractEndpoints,
};
