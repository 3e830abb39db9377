/**
 * Member reports (docs/contract.md §7, §10): the account record from the ledger, the deposit record
 * from the deposit orders, the betting record and personal profit and loss from the bets table.
 */
import { Hono } from 'hono';

import { reportEndpoints } from '#contract/endpoints/report-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import { betFilter, betPage, profitReport } from '../domain/bets/bet-record.ts';
import { badParam } from '../domain/refusal.ts';
import { accountRecord, parseInstant, recordFilter } from '../domain/wallet/account-record.ts';
import { depositRecords } from '../domain/wallet/deposits.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

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
