/** Test-mode-only endpoints; createApp mounts them only when TALA_TEST_MODE=1. */
import { Hono } from 'hono';
import { ok } from '../../../src/api/contract/envelope-schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { decryptedJson, encryptedBody } from '../http/encrypted-body.ts';

/** `POST /wps/test/echo` (encrypted): answers the decrypted JSON, for HTTP-level round-trip tests. */
export function testRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/wps/test/echo', encryptedBody(deps.rsaKeys), (c) => c.json(ok(decryptedJson(c))));
  return app;
}
