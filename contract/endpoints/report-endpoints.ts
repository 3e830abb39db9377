/**
 * Member reports (docs/contract.md §7, §10): the account record, the deposit and withdrawal
 * records, the betting record and profit and loss. The contract lists only legacy report paths
 * without shapes (`/wps/report/{transaction, depositTransaction, withdrawTransaction, …}`), so what
 * these read and answer is our own.
 */
import * as v from 'valibot';

import { BetPageSchema, ProfitReportSchema } from '../bet-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { LooseMoneySchema } from '../money-schemas.ts';
import { PageQuery, PeriodQuery, QueryText } from '../request-schemas.ts';
import { LooseNumberSchema, optionalOr } from '../tolerant.ts';
import {
  DepositRecordSchema,
  OrderStateSchema,
  PageOfSchema,
  TransactionSchema,
  WithdrawStateSchema,
} from '../wallet-schemas.ts';

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
  /**
   * The member's withdrawal requests in one state (or all) and the period, newest first. A line
   * needs its id, amount and state (docs/contract.md §17's rule for our shapes); the payout account
   * comes masked (only the number's last 4 digits), and `receivedAmount` is what arrived of a payout
   * once the member answered (a part of it reads "Partly received").
   */
  withdrawRecords: endpoint({
    method: 'GET',
    path: '/wps/report/withdrawTransaction',
    token: 'required',
    request: v.object({ state: v.optional(WithdrawStateSchema), ...PeriodQuery, ...PageQuery }),
    response: PageOfSchema(
      v.object({
        id: LooseNumberSchema,
        reference: optionalOr(v.string(), ''),
        amount: LooseMoneySchema,
        state: WithdrawStateSchema,
        bankName: optionalOr(v.string(), ''),
        maskedNumber: optionalOr(v.string(), ''),
        receivedAmount: optionalOr(LooseMoneySchema, null),
        createdAt: optionalOr(LooseNumberSchema, 0),
      }),
    ),
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
