/**
 * Operator endpoints under /admin, guarded by the data folder's admin token (X-Admin-Token).
 * Generated from the operator operations table (domain/operator-operations.ts), which the CLI's
 * clients share; only the answers that are not JSON envelopes (images) are written here.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';

import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { OperatorError } from '../domain/operator-error.ts';
import { Id } from '../domain/operator-inputs.ts';
import { operatorOperations, runOperation, type OperatorOperation } from '../domain/operator-operations.ts';
import { applicationImage } from '../domain/promotions/promotions.ts';
import { Refusal } from '../domain/refusal.ts';
import { walletOperatorActions } from '../domain/wallet/wallet-operator-actions.ts';
import { BadBody } from '../http/admin-body.ts';
import type { AppEnv } from '../http/app-env.ts';
import { failResponse } from '../http/envelope-response.ts';
import { routeInput } from '../http/route-input.ts';

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

/** The JSON body of a POST/PUT (BadBody when it is not JSON; an empty one is `{}` where the row allows it). */
async function jsonBody(c: Context<AppEnv>, row: OperatorOperation): Promise<unknown> {
  const text = await c.req.text();
  if (row.optionalBody && !text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadBody('body must be JSON');
  }
}

/**
 * The query string and path parameters as text: an operation's input is one object of them (and
 * its body), which the operation's own `input` schema checks in `runOperation`, as for the CLI.
 */
const OperationText = { query: v.record(v.string(), v.string()), params: v.record(v.string(), v.string()) };

/** One input object: the query string (GET) or the JSON body, with the path parameters on top. */
async function operationInput(c: Context<AppEnv>, row: OperatorOperation): Promise<unknown> {
  const { query, params } = routeInput(c, OperationText);
  const source = row.method === 'GET' ? query : await jsonBody(c, row);
  // A body that is not an object is left to the schema, which names what it expected.
  if (typeof source !== 'object' || source === null) return source;
  return { ...source, ...params };
}

// The file routes' path parameters: a record's id (as the operations read it) and an image's position.
const ProofParams = v.object({ id: Id });
const ApplicationImageParams = v.object({
  id: Id,
  position: v.pipe(
    v.string(),
    v.regex(/^[1-3]$/, (issue) => `not an image position: ${issue.input}`),
    v.transform(Number),
  ),
});

/** The /admin endpoints (documented in docs/platform.md). */
export function adminRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  const now = clock(deps);
  app.use('/admin/*', adminGuard(deps.adminToken));
  // Operator data (codes in the outbox, members' money) is never cached.
  app.use('/admin/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.onError((error, c) => {
    if (error instanceof BadBody) return failResponse(c, 400, 'request.param.err', error.message);
    if (error instanceof OperatorError) {
      return error.code === 'not.found'
        ? failResponse(c, 404, 'not.found', error.message)
        : failResponse(c, 400, 'request.param.err', error.message);
    }
    throw error;
  });

  for (const row of Object.values(operatorOperations) as OperatorOperation[]) {
    app.on(row.method, row.path, async (c) =>
      c.json(ok(await runOperation(row, db, await operationInput(c, row), now()))),
    );
  }

  // Files, not envelopes.
  app.get('/admin/withdrawals/:id/proof', async (c) => {
    const { id } = routeInput(c, { params: ProofParams }).params;
    const proof = await walletOperatorActions.withdrawalProof(db, id);
    return c.body(new Uint8Array(proof.bytes), 200, { 'Content-Type': proof.type, 'Content-Disposition': 'inline' });
  });
  app.get('/admin/promotions/applications/:id/images/:position', async (c) => {
    const { id, position } = routeInput(c, { params: ApplicationImageParams }).params;
    try {
      const image = await applicationImage(db, id, position);
      return c.body(new Uint8Array(image.bytes), 200, { 'Content-Type': image.type, 'Content-Disposition': 'inline' });
    } catch (error) {
      if (error instanceof Refusal) throw new OperatorError('not.found', error.message);
      throw error;
    }
  });
  return app;
}
