/** Test-mode-only endpoints; createApp mounts them only when TALA_TEST_MODE=1. */
import { Hono } from 'hono';
import * as v from 'valibot';

import { fail, ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { decryptedJson, encryptedBody } from '../http/encrypted-body.ts';

const ClockBodySchema = v.object({
  advanceMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366 * 86_400_000)),
});

/**
 * `POST /wps/test/echo` (encrypted): answers the decrypted JSON, for HTTP-level round-trip tests.
 * `POST /wps/test/clock {advanceMs}`: moves the platform clock forward, runs every job, answers
 * `{now, jobs}` (what each job did).
 */
export function testRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/wps/test/echo', encryptedBody(deps.rsaKeys), (c) => c.json(ok(decryptedJson(c))));
  app.post('/wps/test/clock', async (c) => {
    const body = v.safeParse(ClockBodySchema, await c.req.json().catch(() => null));
    if (!body.success)
      return c.json(fail('request.param.err', 'advanceMs is invalid: whole milliseconds, forward'), 400);
    if (!deps.clock) return c.json(fail('function.not.available', 'This platform has no movable clock'));
    const now = deps.clock.advance(body.output.advanceMs);
    const jobs = deps.jobs ? await deps.jobs.runAll() : {};
    return c.json(ok({ now: now.getTime(), jobs }));
  });
  return app;
}
