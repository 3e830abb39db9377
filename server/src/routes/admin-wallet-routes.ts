/**
 * Operator endpoints for money (docs/platform.md): deposit and withdrawal review, the proof
 * image of a "not received" answer, balances, adjustments and the auto-receipt sweep. Mounted
 * under the admin guard and error handler of admin-routes.ts.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ok } from '#contract/envelope-schemas.ts';
import { type AppDeps, clock } from '../app-deps.ts';
import { OperatorError, operatorActions as actions } from '../domain/operator-actions.ts';
import { adminBody } from '../http/admin-body.ts';
import type { AppEnv } from '../http/app-env.ts';

const AdjustBodySchema = v.object({ username: v.string(), amount: v.string(), idempotencyKey: v.optional(v.string()) });

function idParam(c: Context<AppEnv>): number {
  const id = c.req.param('id') ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new OperatorError('invalid', `not an id: ${id}`);
  return Number(id);
}

export function adminWalletRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  const now = clock(deps);
  app.use('/admin/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/admin/deposits', async (c) => c.json(ok(await actions.listDeposits(db, c.req.query('state')))));
  app.post('/admin/deposits/:id/approve', async (c) => c.json(ok(await actions.approveDeposit(db, idParam(c), now()))));
  app.post('/admin/deposits/:id/reject', async (c) => c.json(ok(await actions.rejectDeposit(db, idParam(c), now()))));

  app.get('/admin/withdrawals', async (c) => c.json(ok(await actions.listWithdrawals(db, c.req.query('state'), now()))));
  app.post('/admin/withdrawals/:id/approve', async (c) => c.json(ok(await actions.approveWithdrawal(db, idParam(c), now()))));
  app.post('/admin/withdrawals/:id/reject', async (c) => c.json(ok(await actions.rejectWithdrawal(db, idParam(c), now()))));
  app.post('/admin/withdrawals/:id/pay', async (c) => c.json(ok(await actions.payWithdrawal(db, idParam(c), now()))));
  app.get('/admin/withdrawals/:id/proof', async (c) => {
    const proof = await actions.withdrawalProof(db, idParam(c));
    return c.body(new Uint8Array(proof.bytes), 200, { 'Content-Type': proof.type, 'Content-Disposition': 'inline' });
  });

  app.get('/admin/balances/:username', async (c) => c.json(ok(await actions.memberBalance(db, c.req.param('username')))));
  app.post('/admin/balances/adjust', async (c) => {
    const { username, amount, idempotencyKey } = await adminBody(c, AdjustBodySchema);
    return c.json(ok(await actions.adjustBalance(db, username, amount, now(), idempotencyKey)));
  });
  app.post('/admin/receipts/sweep', async (c) => c.json(ok(await actions.sweepReceipts(db, now()))));
  return app;
}
