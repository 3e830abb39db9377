/**
 * Operator endpoints for engagement (docs/platform.md): points adjustments, the review of
 * points-mall redemptions and of promotion applications (with their images). Mounted under the
 * admin guard and error handler of admin-routes.ts.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ok } from '#contract/envelope-schemas.ts';
import { type AppDeps, clock } from '../app-deps.ts';
import { OperatorError } from '../domain/operator-error.ts';
import { pointOperatorActions as actions } from '../domain/points/point-operator-actions.ts';
import { promotionOperatorActions as promos } from '../domain/promotions/promotion-operator-actions.ts';
import { applicationImage } from '../domain/promotions/promotions.ts';
import { Refusal } from '../domain/refusal.ts';
import { BadBody, adminBody } from '../http/admin-body.ts';
import type { AppEnv } from '../http/app-env.ts';

const AdjustPointsBody = v.object({ username: v.string(), points: v.union([v.string(), v.number()]), remark: v.optional(v.string()) });
const DecisionBody = v.optional(v.object({ remark: v.optional(v.string()) }));

function idParam(c: Context<AppEnv>): number {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new OperatorError('invalid', `not an id: ${id}`);
  return Number(id);
}

/** The optional `{remark}` of a decision (an empty body is fine). */
async function optionalRemark(c: Context<AppEnv>): Promise<string> {
  const text = await c.req.text();
  if (!text.trim()) return '';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BadBody('body must be JSON');
  }
  const result = v.safeParse(DecisionBody, json);
  if (!result.success) throw new BadBody(result.issues.map((issue) => issue.message).join('; '));
  return result.output?.remark ?? '';
}

export function adminEngagementRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  const now = clock(deps);
  for (const path of ['/admin/points/*', '/admin/promotions/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  app.post('/admin/points/adjust', async (c) => {
    const body = await adminBody(c, AdjustPointsBody);
    return c.json(ok(await actions.adjustPoints(db, body.username, String(body.points), body.remark, now())));
  });
  app.get('/admin/points/redemptions', async (c) => c.json(ok(await actions.listRedemptions(db, c.req.query('state')))));
  app.post('/admin/points/redemptions/:id/approve', async (c) =>
    c.json(ok(await actions.decideRedemption(db, idParam(c), 'approve', now(), await optionalRemark(c)))));
  app.post('/admin/points/redemptions/:id/reject', async (c) =>
    c.json(ok(await actions.decideRedemption(db, idParam(c), 'reject', now(), await optionalRemark(c)))));

  app.get('/admin/promotions/applications', async (c) => c.json(ok(await promos.listApplications(db, c.req.query('state')))));
  app.post('/admin/promotions/applications/:id/approve', async (c) =>
    c.json(ok(await promos.reviewApplication(db, idParam(c), 'approve', now(), await optionalRemark(c)))));
  app.post('/admin/promotions/applications/:id/reject', async (c) =>
    c.json(ok(await promos.reviewApplication(db, idParam(c), 'reject', now(), await optionalRemark(c)))));
  app.get('/admin/promotions/applications/:id/images/:position', async (c) => {
    const position = c.req.param('position');
    if (!/^[1-3]$/.test(position)) throw new OperatorError('invalid', `not an image position: ${position}`);
    try {
      const image = await applicationImage(db, idParam(c), Number(position));
      return c.body(new Uint8Array(image.bytes), 200, { 'Content-Type': image.type, 'Content-Disposition': 'inline' });
    } catch (error) {
      if (error instanceof Refusal) throw new OperatorError('not.found', error.message);
      throw error;
    }
  });
  return app;
}
