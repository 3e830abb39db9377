/**
 * Authenticator app in my account (docs/contract.md §15 "Authenticator"): status, a
 * pending secret, confirm (answers the recovery codes once), the withdrawal switch, unbind. Real
 * members only: a trial member has no password to recheck and no withdrawals to guard.
 */
import { Hono } from 'hono';

import { authenticatorEndpoints } from '#contract/endpoints/authenticator-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import {
  authenticatorStatus,
  beginBinding,
  confirmBinding,
  setForWithdrawals,
  unbind,
} from '../domain/authenticator/authenticator-binding.ts';
import { accountContext } from '../http/account-context.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve } from '../http/endpoint-route.ts';
import { requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

export function authenticatorRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/wps/member/authenticator', '/wps/member/authenticator/*']) app.use(path, noStore());
  const member = requireMoneySession(deps);

  serve(app, authenticatorEndpoints.status, member, async (c) =>
    c.json(ok(await authenticatorStatus(deps.db, c.get('session').member.id))),
  );
  serve(app, authenticatorEndpoints.begin, member, async (c) =>
    c.json(ok(await beginBinding(accountContext(c, deps), c.get('session').member))),
  );
  serve(app, authenticatorEndpoints.confirm, member, encryptedBody(deps.rsaKeys), async (c, body) => {
    return c.json(ok(await confirmBinding(accountContext(c, deps), c.get('session').member, body)));
  });
  serve(app, authenticatorEndpoints.withdrawals, member, async (c, body) => {
    return c.json(ok(await setForWithdrawals(accountContext(c, deps), c.get('session').member, body)));
  });
  serve(app, authenticatorEndpoints.unbind, member, encryptedBody(deps.rsaKeys), async (c, body) => {
    await unbind(accountContext(c, deps), c.get('session').member, body);
    return c.json(ok(null));
  });

  return app;
}
