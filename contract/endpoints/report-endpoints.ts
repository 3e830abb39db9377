/**
 * Member reports (docs/contract.md §7, §10): the account record, the betting record and profit and
 * loss. The contract lists only legacy report paths without shapes, so these are our own extension.
 */
import { BetPageSchema, ProfitReportSchema } from '../bet-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { PageOfSchema, TransactionSchema } from '../wallet-schemas.ts';

export const reportEndpoints = {
  transactions: endpoint({
    method: 'GET',
    path: '/wps/report/transaction',
    token: 'required',
    response: PageOfSchema(TransactionSchema),
  }),
  bets: endpoint({ method: 'GET', path: '/wps/report/bets', token: 'required', response: BetPageSchema }),
  profit: endpoint({ method: 'GET', path: '/wps/report/profit', token: 'required', response: ProfitReportSchema }),
};
