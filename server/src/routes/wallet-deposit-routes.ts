/** Deposit endpoints (docs/contract.md §7): channels, new orders, the member's orders. */
import { Hono } from 'hono';

import { walletEndpoints } from '#contract/endpoints/wallet-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import { createDeposit, depositSettings, memberDeposits } from '../domain/wallet/deposits.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { idempotencyKey, limitBody, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

export function depositRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/wps/relay/MCSFE_getDepositSettings', '/wps/transaction/deposit', '/wps/transaction/deposit/*'])
    app.use(path, noStore());
  const money = requireMoneySession(deps);

  serve(app, walletEndpoints.depositSettings, money, async (c) => c.json(ok(await depositSettings(deps.db))));

  serve(app, walletEndpoints.deposit, money, limitBody(16 * 1024), async (c, body) => {
    const key = idempotencyKey(c);
    return c.json(ok(await createDeposit(moneyContext(deps), c.get('session').member, body, key)));
  });

  serve(app, walletEndpoints.depositOrders, money, async (c, query) =>
    c.json(ok(await memberDeposits(deps.db, c.get('session').member.id, pageRequest(query)))),
  );

  return app;
}
