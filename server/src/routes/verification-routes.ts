/** Code endpoints (SMS, and the new-IP verification's e-mail code) and the dialling-code list (docs/contract.md §6). */
import { Hono } from 'hono';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import { COUNTRIES } from '../domain/accounts/countries.ts';
import { sendNoLoginCode, sendRegisterCode, sendVerifyMailCode } from '../domain/accounts/sms-requests.ts';
import { accountContext } from '../http/account-context.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { FEATURE_SWITCHES, requireSwitch } from '../http/feature-switch.ts';
import { noStore } from '../http/no-store.ts';

export function verificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/wps/verification/*', noStore());
  app.use('/wps/system/country', noStore());

  serve(app, sessionEndpoints.smsNoLogin, async (c, body) => {
    return c.json(ok(await sendNoLoginCode(accountContext(c, deps), body)));
  });

  serve(app, sessionEndpoints.mailNoLogin, async (c, { verificationId }) => {
    return c.json(ok(await sendVerifyMailCode(accountContext(c, deps), verificationId)));
  });

  // No registration codes while visitor registration is closed (nothing could use them).
  serve(
    app,
    sessionEndpoints.smsRegister,
    requireSwitch(deps, FEATURE_SWITCHES.directRegistration),
    async (c, body) => {
      return c.json(ok(await sendRegisterCode(accountContext(c, deps), body)));
    },
  );

  serve(app, sessionEndpoints.countries, (c) => c.json(ok(COUNTRIES)));
  return app;
}
