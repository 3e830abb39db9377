/**
 * Authenticated endpoints: reads the bare token from `Authorization` (a `Bearer ` prefix is
 * tolerated), touches the session (idle 30 min, absolute 12 h) and exposes it as
 * `c.get('session')`. No live session → 401 `login.not.session`. While the member must change
 * the password (temporary password, or expired with PWDEXPFORCECHANGE3 on), only endpoints
 * declared `allowDuringForcedChange` answer; the rest say `password.change.required`. A session
 * opened by a Firebase (Google/Facebook) sign-in is never held: its member did not choose the password.
 */
import type { MiddlewareHandler } from 'hono';

import { fail } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { forcedChangePending } from '../domain/accounts/member-views.ts';
import { touchSession } from '../domain/accounts/sessions.ts';
import type { AppEnv } from './app-env.ts';

export interface RequireSessionOptions {
  /** Member info, password change and logout stay open during a forced password change. */
  allowDuringForcedChange?: boolean;
}

export function requireSession(deps: AppDeps, options: RequireSessionOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization')?.trim() ?? '';
    const token = header.replace(/^Bearer\s+/i, '');
    const now = clock(deps)();
    const session = token ? await touchSession(deps.db, token, now) : null;
    if (!session) {
      c.header('Cache-Control', 'no-store');
      return c.json(fail('login.not.session', 'Please log in'), 401);
    }
    if (
      !options.allowDuringForcedChange &&
      session.loginType !== 'firebase' &&
      (await forcedChangePending(deps.db, session.member, now))
    ) {
      c.header('Cache-Control', 'no-store');
      return c.json(fail('password.change.required', 'Please change your password first'));
    }
    c.set('session', session);
    return next();
  };
}
