/**
 * Operator endpoints under /admin, guarded by the data folder's admin token (X-Admin-Token).
 * They call the same operator actions as the CLI's direct mode.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { ok } from '#contract/envelope-schemas.ts';
import { type AppDeps, clock } from '../app-deps.ts';
import { OperatorError, operatorActions as actions } from '../domain/operator-actions.ts';
import { BadBody, adminBody as body } from '../http/admin-body.ts';
import type { AppEnv } from '../http/app-env.ts';
import { failResponse } from '../http/envelope-response.ts';
import { adminAccountRoutes } from './admin-account-routes.ts';
import { adminRewardRoutes } from './admin-reward-routes.ts';
import { adminEngagementRoutes } from './admin-engagement-routes.ts';
import { adminContentRoutes } from './admin-content-routes.ts';
import { adminGameRoutes } from './admin-game-routes.ts';
import { adminWalletRoutes } from './admin-wallet-routes.ts';

const StatusBody = v.object({ mode: v.string(), countries: v.optional(v.array(v.string()), []) });
const EnabledBody = v.object({ enabled: v.boolean() });
const SettingBody = v.object({ value: v.unknown() });
const DomainsBody = v.object({ domains: v.array(v.string()) });
const NoticeBody = v.object({
  type: v.string(),
  title: v.string(),
  content: v.string(),
  sequence: v.optional(v.number()),
  startAt: v.optional(v.string()),
  endAt: v.optional(v.nullable(v.string())),
});
const MessageBody = v.object({ username: v.string(), title: v.string(), content: v.string() });

/** Compares digests so neither content nor length leaks through timing. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected)) && expected.length > 0;
}

function adminGuard(token: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!tokenMatches(c.req.header('X-Admin-Token') ?? '', token)) {
      return failResponse(c, 401, 'admin.unauthorized', 'X-Admin-Token is missing or wrong');
    }
    return next();
  };
}

/** The /admin endpoints (documented in docs/platform.md). */
export function adminRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  app.use('/admin/*', adminGuard(deps.adminToken));
  app.onError((error, c) => {
    if (error instanceof BadBody) return failResponse(c, 400, 'request.param.err', error.message);
    if (error instanceof OperatorError) {
      return error.code === 'not.found'
        ? failResponse(c, 404, 'not.found', error.message)
        : failResponse(c, 400, 'request.param.err', error.message);
    }
    throw error;
  });

  app.get('/admin/status', async (c) => c.json(ok(await actions.getSystemStatus(db))));
  app.put('/admin/status', async (c) => {
    const { mode, countries } = await body(c, StatusBody);
    return c.json(ok(await actions.setSystemStatus(db, mode, countries)));
  });
  app.get('/admin/whitelabel', async (c) => c.json(ok(await actions.listWhitelabel(db))));
  app.put('/admin/whitelabel/:modId', async (c) => {
    const { enabled } = await body(c, EnabledBody);
    await actions.setWhitelabel(db, c.req.param('modId'), enabled);
    return c.json(ok({ modId: c.req.param('modId'), enabled }));
  });
  app.get('/admin/settings', async (c) => c.json(ok(await actions.listSettings(db))));
  app.get('/admin/settings/:key', async (c) => c.json(ok(await actions.getSetting(db, c.req.param('key')))));
  app.put('/admin/settings/:key', async (c) => {
    const { value } = await body(c, SettingBody);
    await actions.setSetting(db, c.req.param('key'), value);
    return c.json(ok({ key: c.req.param('key'), value }));
  });
  app.put('/admin/domain-routes', async (c) => {
    const { domains } = await body(c, DomainsBody);
    return c.json(ok(await actions.setDomainRoutes(db, domains)));
  });
  app.put('/admin/vendors/:category/:code', async (c) => {
    const { enabled } = await body(c, EnabledBody);
    const { category, code } = c.req.param();
    await actions.setVendorEnabled(db, category, code, enabled);
    return c.json(ok({ category: category.toUpperCase(), code: code.toUpperCase(), enabled }));
  });
  app.post('/admin/announcements', async (c) => {
    const input = await body(c, NoticeBody);
    return c.json(ok({ id: await actions.addNotice(db, input) }));
  });
  app.post('/admin/messages', async (c) => {
    const { username, title, content } = await body(c, MessageBody);
    return c.json(ok(await actions.sendMessage(db, username, title, content, clock(deps)())));
  });
  app.route('/', adminAccountRoutes(deps));
  app.route('/', adminWalletRoutes(deps));
  app.route('/', adminRewardRoutes(deps));
  app.route('/', adminEngagementRoutes(deps));
  app.route('/', adminContentRoutes(deps));
  app.route('/', adminGameRoutes(deps));
  return app;
}
