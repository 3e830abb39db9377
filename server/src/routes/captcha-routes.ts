/**
 * `GET /wps/captcha?t=`: a picture captcha as bare Base64 PNG in `value`, bound to the HttpOnly
 * `captchaId` cookie (SameSite=Lax, 5 min; Secure on https). Cross-origin callers need CORS
 * with credentials, which cors.ts grants to allowed origins (echoed, never `*`).
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { ok } from '#contract/envelope-schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { POLICY } from '../domain/accounts/account-policy.ts';
import { issueCaptcha, randomCaptchaText } from '../domain/accounts/captcha-challenges.ts';
import { accountErrorHandler, clock, noStore } from '../http/account-http.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requestOrigin } from '../http/request-info.ts';

export function captchaRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(accountErrorHandler);
  app.use('/wps/captcha', noStore());
  app.get('/wps/captcha', async (c) => {
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
  return app;
}
