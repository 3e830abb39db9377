/** The account context of a request: database, clock reading, client IP, log and session. */
import type { Context } from 'hono';

import { clock, type AppDeps } from '../app-deps.ts';
import type { AccountContext } from '../domain/accounts/account-context.ts';
import type { ActiveSession } from '../domain/accounts/sessions.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './request-info.ts';

/** The account context of this request. */
export function accountContext(c: Context<AppEnv>, deps: AppDeps): AccountContext {
  return {
    db: deps.db,
    now: clock(deps)(),
    ip: clientIp(c, deps.config),
    log: deps.log ?? ((line: string) => console.log(line)),
    // Set only behind requireSession; elsewhere the variable is absent.
    session: (c.get('session') as ActiveSession | undefined)?.tokenHash ?? null,
    language: c.req.header('Language') ?? null,
  };
}
