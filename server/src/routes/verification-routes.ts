/** SMS code endpoints and the dialling-code list (docs/contract.md §6). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ok } from '#contract/envelope-schemas.ts';
import { SmsPurposeSchema } from '#contract/session-schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { COUNTRIES } from '../domain/accounts/countries.ts';
import { sendNoLoginCode, sendRegisterCode } from '../domain/accounts/sms-requests.ts';
import { accountContext, accountErrorHandler, jsonBody, noStore } from '../http/account-http.ts';
import type { AppEnv } from '../http/app-env.ts';

const NoLoginBodySchema = v.object({
  countryDialingCode: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  purpose: SmsPurposeSchema,
  verificationId: v.optional(v.string()),
});
const RegisterSmsBodySchema = v.object({ countryDialingCode: v.string(), mobileNo: v.string() });

export function verificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(accountErrorHandler);
  app.use('/wps/verification/*', noStore());
  app.use('/wps/system/country', noStore());

  app.post('/wps/verification/sms/noLogin', async (c) => {
    const body = await jsonBody(c, NoLoginBodySchema);
    return c.json(ok(await sendNoLoginCode(accountContext(c, deps), body)));
  });

  app.post('/wps/verification/sms/register', async (c) => {
    const { countryDialingCode, mobileNo } = await jsonBody(c, RegisterSmsBodySchema);
    return c.json(ok(await sendRegisterCode(accountContext(c, deps), countryDialingCode, mobileNo)));
  });

  app.get('/wps/system/country', (c) => c.json(ok(COUNTRIES)));
  return app;
}
