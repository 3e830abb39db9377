/**
 * Operator endpoints for accounts (docs/platform.md): the development outbox (full bodies,
 * codes included: a dev tool), session expiry, account create/update, login-failure reset.
 * Mounted under the admin guard of admin-routes.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ok } from '#contract/envelope-schemas.ts';
import { type AppDeps, clock } from '../app-deps.ts';
import { operatorActions as actions } from '../domain/operator-actions.ts';
import { adminBody } from '../http/admin-body.ts';
import type { AppEnv } from '../http/app-env.ts';

const nullableText = v.optional(v.nullable(v.string()));

export const AccountBodySchema = v.object({
  username: v.string(),
  mode: v.optional(v.picklist(['create', 'update', 'upsert'])),
  password: v.optional(v.string()),
  type: v.optional(v.number()),
  phone: nullableText,
  email: nullableText,
  payeeName: nullableText,
  mustChangePassword: v.optional(v.boolean()),
  passwordExpiresAt: nullableText,
  upline: nullableText,
  affiliateCode: nullableText,
});
const UsernameBodySchema = v.object({ username: v.string() });
const ClearFailuresBodySchema = v.object({ username: v.optional(v.string()), ip: v.optional(v.string()) });

/** Mounted by adminRoutes, behind its token guard and error handler. */
export function adminAccountRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  const now = clock(deps);

  app.get('/admin/outbox', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(ok(await actions.listOutbox(db, c.req.query('to'))));
  });
  app.post('/admin/sessions/expire', async (c) => {
    const { username } = await adminBody(c, UsernameBodySchema);
    return c.json(ok(await actions.expireSessions(db, username, now())));
  });
  app.post('/admin/sessions', async (c) => {
    const { username } = await adminBody(c, UsernameBodySchema);
    return c.json(ok(await actions.openSession(db, username, now())));
  });
  app.post('/admin/accounts', async (c) => {
    const input = await adminBody(c, AccountBodySchema);
    return c.json(ok(await actions.saveAccount(db, input, now())));
  });
  app.post('/admin/login-failures/clear', async (c) => {
    const filter = await adminBody(c, ClearFailuresBodySchema);
    return c.json(ok(await actions.clearLoginFailures(db, filter)));
  });
  return app;
}
