/** Session endpoints. For now the public key; login and friends arrive with the accounts feature. */
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';

/** `GET /wps/session/key/rsa`: the modulus as plain hex text (contract §3.1). */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const [current] = deps.rsaKeys;
  if (!current) throw new Error('sessionRoutes needs an RSA key pair');
  app.get('/wps/session/key/rsa', (c) =>
    c.text(current.modulusHex, 200, { 'Cache-Control': 'no-store' }));
  return app;
}
