/**
 * Operator endpoints for games (docs/platform.md): maintenance of a game or a vendor. Mounted
 * under the admin guard and error handler of admin-routes.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ok } from '#contract/envelope-schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { gameOperatorActions as actions } from '../domain/games/game-operator-actions.ts';
import { adminBody } from '../http/admin-body.ts';
import type { AppEnv } from '../http/app-env.ts';

const MaintenanceBody = v.object({ maintenance: v.boolean() });

export function adminGameRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/admin/maintenance/:target/:code', async (c) => {
    const { maintenance } = await adminBody(c, MaintenanceBody);
    return c.json(ok(await actions.setMaintenance(deps.db, c.req.param('target'), c.req.param('code'), maintenance)));
  });
  return app;
}
