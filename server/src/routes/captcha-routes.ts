/**
 * `GET /wps/captcha?t=`: a picture captcha as bare Base64 PNG in `value`, bound to the HttpOnly
 * `captchaId` cookie (SameSite=Lax, 5 min; Secure on https). Cross-origin callers need CORS
 * with credentials, which cors.ts grants to allowed origins (echoed, never `*`).
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { POLICY } from '../domain/accounts/account-policy.ts';
import { issueCaptcha, randomCaptchaText } from '../domain/accounts/captcha-challenges.ts';
import { requireModule } from '../domain/accounts/module-flags.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { noStore } from '../http/no-store.ts';
import { requestOrigin } from '../http/request-info.ts';

/** Placeholder captcha id for the demo platform (a real GeeTest account has its own). */
const DEMO_GEETEST_ID = '7a1a0c3f5e2d4b6c8e9f0a1b2c3d4e5f';

export function captchaRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/wps/captcha', noStore());
  serve(app, sessionEndpoints.captcha, async (c) => {
    const text = (deps.captchaText ?? randomCaptchaText)();
    const captcha = await issueCaptcha(deps.db, text, clock(deps)());
    setCookie(c, 'captchaId', captcha.id, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: POLICY.captchaLifetimeMs / 1000,
      secure: requestOrigin(c, deps.config).startsWith('https:'),
    });
    return c.json(ok(captcha.pngBase64));
  });

  // GeeTest v4's captcha id (contract §5.1), only while GEETEST3 is on. The id is the operator's
  // GeeTest account setting (GEETEST_CAPTCHA_ID); the fallback only identifies the demo.
  app.use('/wps/captcha/geetest', noStore());
  serve(app, sessionEndpoints.geetest, async (c) => {
    await requireModule(deps.db, 'GEETEST3');
    return c.json(ok({ gt: process.env.GEETEST_CAPTCHA_ID?.trim() || DEMO_GEETEST_ID }));
  });
  return app;
}
