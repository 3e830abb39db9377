/**
 * Member reports (docs/contract.md §7, §10): the account record from the ledger, the deposit record
 * from the deposit orders, the withdrawal record from the withdrawals, the betting record and
 * personal profit and loss from the bets table.
 */
import { Hono } from 'hono';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import { betFilter, betPage, profitReport } from '../domain/bets/bet-record.ts';
import { badParam } from '../domain/refusal.ts';
import { accountRecord, parseInstant, recordFilter } from '../domain/wallet/account-record.ts';
import { depositRecords } from '../domain/wallet/deposits.ts';
import { limitOffset, page, pageRequest } from '../domain/wallet/paging.ts';
import {
  sweepReceipts,
  WITHDRAWAL_SELECT,
  withdrawalView,
  type WithdrawalRow,
} from '../domain/wallet/withdrawal-rows.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

/**
 * The withdrawal record's lines: the member's, in one state (or all), created in the period (either
 * end open). The domain lists a member's withdrawals unfiltered (the withdraw page's latest), so the
 * record's filtered read is this one query on the same rows and view.
 */
const MEMBER_WITHDRAWALS = `w.member_id = $1 AND ($2::text IS NULL OR w.state = $2)
  AND ($3::timestamptz IS NULL OR w.created_at >= $3) AND ($4::timestamptz IS NULL OR w.created_at <= $4)`;

export function reportRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/wps/report/*', noStore());
  const money = requireMoneySession(deps);

  serve(app, reportEndpoints.transactions, money, async (c, query) => {
    const filter = recordFilter(query);
    return c.json(ok(await accountRecord(deps.db, c.get('session').member.id, filter, pageRequest(query))));
  });

  serve(app, reportEndpoints.depositRecords, money, async (c, query) => {
    const filter = {
      state: query.state ?? null,
      from: parseInstant('from', query.from),
      to: parseInstant('to', query.to),
    };
    return c.json(ok(await depositRecords(deps.db, c.get('session').member.id, filter, pageRequest(query))));
  });

  serve(app, reportEndpoints.withdrawRecords, money, async (c, query) => {
    const memberId = c.get('session').member.id;
    const where = [memberId, query.state ?? null, parseInstant('from', query.from), parseInstant('to', query.to)];
    const request = pageRequest(query);
    const { db, now } = moneyContext(deps);
    // A payout left unanswered past its time counts as received before it is listed, as on the withdraw page.
    await sweepReceipts(db, now, memberId);
    const rows = await db.query<WithdrawalRow>(
      `${WITHDRAWAL_SELECT} WHERE ${MEMBER_WITHDRAWALS} ORDER BY w.id DESC LIMIT $5 OFFSET $6`,
      [...where, ...limitOffset(request)],
    );
    const [count] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM withdrawals w WHERE ${MEMBER_WITHDRAWALS}`,
      where,
    );
    const lines = rows.map(withdrawalView).map(({ bankCard, ...w }) => ({
      id: w.id,
      reference: w.reference,
      amount: w.amount,
      state: w.state,
      bankName: bankCard.bankName,
      maskedNumber: bankCard.maskedNumber,
      receivedAmount: w.receivedAmount,
      createdAt: w.createdAt,
    }));
    return c.json(ok(page(lines, request, count?.count ?? 0)));
  });

  serve(app, reportEndpoints.bets, money, async (c, query) => {
    const filter = betFilter([c.get('session').member.id], query);
    return c.json(ok(await betPage(deps.db, filter, pageRequest(query))));
  });

  serve(app, reportEndpoints.profit, money, async (c, query) => {
    const filter = betFilter([c.get('session').member.id], query);
    const { from, to } = filter;
    if (!from) return badParam('from', 'is required');
    if (!to) return badParam('to', 'is required');
    if (from > to) return badParam('from', 'is invalid: after to');
    return c.json(ok(await profitReport(deps.db, { ...filter, from, to })));
  });

  return app;
}
