/**
 * Member reports (docs/contract.md §7, §10): the account record, the deposit record, the betting
 * record and profit and loss. The contract lists only legacy report paths without shapes
 * (`/wps/report/{transaction, depositTransaction, …}`), so what these read and answer is our own.
 */
import * as v from 'valibot';

import { BetPageSchema, ProfitReportSchema } from '../bet-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { PageQuery, PeriodQuery, QueryText } from '../request-schemas.ts';
import { DepositRecordSchema, OrderStateSchema, PageOfSchema, TransactionSchema } from '../wallet-schemas.ts';

/** A bet report's filters: the period, one category, one vendor (codes, checked by the platform). */
/* @__NO_SIDE_EFFECTS__ */
function betQuery<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...PeriodQuery, category: QueryText, vendor: QueryText, ...entries });
}

export const reportEndpoints = {
  /** The account record: one transaction type (or all) in the period. */
  transactions: endpoint({
    method: 'GET',
    path: '/wps/report/transaction',
    token: 'required',
    request: v.object({ type: QueryText, ...PeriodQuery, ...PageQuery }),
    response: PageOfSchema(TransactionSchema),
  }),
  /** The member's deposit orders in one state (or all) and the period, newest first. */
  depositRecords: endpoint({
    method: 'GET',
    path: '/wps/report/depositTransaction',
    token: 'required',
    request: v.object({ state: v.optional(OrderStateSchema), ...PeriodQuery, ...PageQuery }),
    response: PageOfSchema(DepositRecordSchema),
  }),
  bets: endpoint({
    method: 'GET',
    path: '/wps/report/bets',
    extension: true,
    token: 'required',
    request: betQuery(PageQuery),
    response: BetPageSchema,
  }),
  /** Profit and loss: the period is required. */
  profit: endpoint({
    method: 'GET',
    path: '/wps/report/profit',
    extension: true,
    token: 'required',
    request: betQuery({}),
    response: ProfitReportSchema,
  }),
};
