/**
 * Session endpoints (docs/contract.md §3, §6): the public key, slider, login (username or SMS),
 * new-IP verification, free play and logout.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { openSealedKey } from '../crypto/envelope.ts';
import { startFreePlay } from '../domain/accounts/free-play.ts';
import { completeVerification } from '../domain/accounts/login-verification.ts';
import { login } from '../domain/accounts/login.ts';
import { revokeSession } from '../domain/accounts/sessions.ts';
import { issueSlider } from '../domain/accounts/slider-challenges.ts';
import { badParam } from '../domain/refusal.ts';
import { accountContext } from '../http/account-context.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve } from '../http/endpoint-route.ts';
import { noStore } from '../http/no-store.ts';
import { requireSession } from '../http/require-session.ts';

export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const [current] = deps.rsaKeys;
  if (!current) throw new Error('sessionRoutes needs an RSA key pair');

  /** `GET /wps/session/key/rsa`: the modulus as plain hex text (contract §3.1). */
  app.get('/wps/session/key/rsa', (c) => c.text(current.modulusHex, 200, { 'Cache-Control': 'no-store' }));

  app.use('/wps/session/slider', noStore());
  app.use('/wps/session/login', noStore());
  app.use('/wps/session/login/*', noStore());
  app.use('/wps/session/logout', noStore());

  serve(app, sessionEndpoints.slider, async (c) => c.json(ok(await issueSlider(deps.db, clock(deps)()))));

  serve(app, sessionEndpoints.login, encryptedBody(deps.rsaKeys), async (c, body) => {
    return c.json(ok(await login(accountContext(c, deps), body, getCookie(c, 'captchaId'))));
  });

  serve(app, sessionEndpoints.loginVerification, encryptedBody(deps.rsaKeys), async (c, body) => {
    return c.json(ok(await completeVerification(accountContext(c, deps), body)));
  });

  // The gateway headers are checked before the body, as the platform does.
  const gatewayV3: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.header('X-Gateway-Version')?.trim() !== '3') badParam('X-Gateway-Version', 'must be 3');
    if (!openSealedKey(c.req.header('Encryption'), c.req.header('X-RSA'), deps.rsaKeys)) {
      badParam('Encryption', 'must carry a key sealed with the platform key');
    }
    return next();
  };
  serve(app, sessionEndpoints.freePlay, gatewayV3, async (c) =>
    c.json(ok(await startFreePlay(accountContext(c, deps)))),
  );

  serve(app, sessionEndpoints.logout, requireSession(deps, { allowDuringForcedChange: true }), async (c) => {
    await revokeSession(deps.db, c.get('session').tokenHash, clock(deps)());
    return c.json(ok(null));
  });

  return app;
}
