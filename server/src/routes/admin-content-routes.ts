/**
 * Operator endpoints for support (docs/platform.md): read and answer feedback, read and answer
 * chat conversations. Mounted under the admin guard and error handler of admin-routes.ts.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ok } from '#contract/envelope-schemas.ts';
import { type AppDeps, clock } from '../app-deps.ts';
import { answerFeedback, chatOperatorActions as chat, listFeedback } from '../domain/content/index.ts';
import { OperatorError } from '../domain/operator-error.ts';
import { adminBody } from '../http/admin-body.ts';
import type { AppEnv } from '../http/app-env.ts';

const TextBody = v.object({ content: v.string() });

function idParam(c: Context<AppEnv>): number {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new OperatorError('invalid', `not an id: ${id}`);
  return Number(id);
}

export function adminContentRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  const now = clock(deps);
  for (const path of ['/admin/feedback', '/admin/feedback/*', '/admin/chat', '/admin/chat/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }
  app.get('/admin/feedback', async (c) => c.json(ok(await listFeedback(db, c.req.query('state')))));
  app.post('/admin/feedback/:id/answer', async (c) => {
    const { content } = await adminBody(c, TextBody);
    return c.json(ok(await answerFeedback(db, idParam(c), content, now())));
  });
  app.get('/admin/chat', async (c) => c.json(ok(await chat.conversations(db))));
  app.get('/admin/chat/:username', async (c) => c.json(ok(await chat.history(db, c.req.param('username')))));
  app.post('/admin/chat/:username', async (c) => {
    const { content } = await adminBody(c, TextBody);
    return c.json(ok(await chat.reply(db, c.req.param('username'), content, now())));
  });
  return app;
}
