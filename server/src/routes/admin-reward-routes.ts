/** Operator endpoints for rewards (docs/platform.md); mounted under the admin guard of admin-routes.ts. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ok } from '#contract/envelope-schemas.ts';
import { type AppDeps, clock } from '../app-deps.ts';
import { rewardOperatorActions as actions } from '../domain/rewards/reward-operator-actions.ts';
import { adminBody } from '../http/admin-body.ts';
import type { AppEnv } from '../http/app-env.ts';

const GrantBodySchema = v.object({ username: v.string(), title: v.string(), amount: v.string(), validDays: v.optional(v.number()) });

export function adminRewardRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = clock(deps);
  app.get('/admin/rewards', async (c) => c.json(ok(await actions.listRewards(deps.db, c.req.query('username'), now()))));
  app.post('/admin/rewards', async (c) => c.json(ok(await actions.grantReward(deps.db, await adminBody(c, GrantBodySchema), now()))));
  return app;
}
