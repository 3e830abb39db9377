/**
 * Member reports (docs/contract.md §7, §10): the account record, the betting record and profit and
 * loss. The contract lists only legacy report paths without shapes, so these are our own extension.
 */
import * as v from 'valibot';

import { BetPageSchema, ProfitReportSchema } from '../bet-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { PageQuery, PeriodQuery, QueryText } from '../request-schemas.ts';
import { PageOfSchema, TransactionSchema } from '../wallet-schemas.ts';

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
