/** The account record (docs/contract.md §7): `GET /wps/report/transaction`, from the ledger. */
import { Hono } from 'hono';
import { ok } from '../../../src/api/contract/envelope-schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { accountRecord, recordFilter } from '../domain/wallet/account-record.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import { accountErrorHandler, noStore } from '../http/account-http.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pageQuery, requireMoneySession } from '../http/money-http.ts';

export function reportRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(accountErrorHandler);
  app.use('/wps/report/*', noStore());

  app.get('/wps/report/transaction', requireMoneySession(deps), async (c) => {
    const filter = recordFilter({ type: c.req.query('type'), from: c.req.query('from'), to: c.req.query('to') });
    return c.json(ok(await accountRecord(deps.db, c.get('session').member.id, filter, pageRequest(...pageQuery(c)))));
  });

  return app;
}
