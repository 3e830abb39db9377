/**
 * Member endpoints (docs/contract.md §6): registration, username and invitation-code checks,
 * member info, language and the three password flows.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';

import { memberEndpoints } from '#contract/endpoints/member-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import {
  findAgentByAffiliateCode,
  findMemberByUsername,
  setMemberLanguage,
} from '../domain/accounts/member-repository.ts';
import { memberInfo } from '../domain/accounts/member-views.ts';
import { changePassword, forgotByEmail, resetByPhone } from '../domain/accounts/passwords.ts';
import { register, type RegisterMode } from '../domain/accounts/registration.ts';
import { platformLanguageCode } from '../domain/platform-languages.ts';
import { badParam, refuse } from '../domain/refusal.ts';
import { accountContext } from '../http/account-context.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve, type RowInput } from '../http/endpoint-route.ts';
import { FEATURE_SWITCHES, requireSwitch } from '../http/feature-switch.ts';
import { noStore } from '../http/no-store.ts';
import { requireSession } from '../http/require-session.ts';

export function memberRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/wps/member/*', '/wps/check/*', '/wps/agent/*']) app.use(path, noStore());

  const registerAs =
    (mode: RegisterMode) => async (c: Context<AppEnv>, body: RowInput<typeof memberEndpoints.register>) =>
      c.json(ok(await register(accountContext(c, deps), body, mode, getCookie(c, 'captchaId'))));
  const registrationOpen = requireSwitch(deps, FEATURE_SWITCHES.directRegistration);
  serve(app, memberEndpoints.register, registrationOpen, encryptedBody(deps.rsaKeys), registerAs('username'));
  serve(app, memberEndpoints.registerMobile, registrationOpen, encryptedBody(deps.rsaKeys), registerAs('mobile'));

  serve(app, memberEndpoints.checkUsername, async (c, query) => {
    const username = query.username.trim();
    if (!username) badParam('username', 'is required');
    if (await findMemberByUsername(deps.db, username)) refuse('exists.username.err', 'The username is already taken');
    return c.json(ok(null));
  });

  serve(app, memberEndpoints.checkAffiliate, async (c, query) => {
    const code = query.code.trim();
    if (!code) badParam('code', 'is required');
    if (!(await findAgentByAffiliateCode(deps.db, code)))
      refuse('invitation_code_error', 'The invitation code is not valid');
    return c.json(ok(null));
  });

  const open = requireSession(deps, { allowDuringForcedChange: true });
  serve(app, memberEndpoints.info, open, (c) => c.json(ok(memberInfo(c.get('session').member, clock(deps)()))));

  serve(app, memberEndpoints.changePassword, open, encryptedBody(deps.rsaKeys), async (c, body) => {
    const session = c.get('session');
    await changePassword(accountContext(c, deps), session.member, body, session.tokenHash);
    return c.json(ok(null));
  });

  serve(app, memberEndpoints.language, requireSession(deps), async (c, { language }) => {
    // The contract takes any code an operator may add; this platform stores the 30 it speaks.
    const code = platformLanguageCode(language);
    if (!code) badParam('language', 'is not a language this platform offers');
    await setMemberLanguage(deps.db, c.get('session').member.id, code);
    return c.json(ok(null));
  });

  serve(app, memberEndpoints.passwordByEmail, async (c, { username, email }) => {
    await forgotByEmail(accountContext(c, deps), username, email);
    return c.json(ok(null));
  });

  serve(
    app,
    memberEndpoints.resetByPhone,
    requireSwitch(deps, FEATURE_SWITCHES.smsReset),
    encryptedBody(deps.rsaKeys),
    async (c, body) => {
      return c.json(ok(await resetByPhone(accountContext(c, deps), body)));
    },
  );

  return app;
}
