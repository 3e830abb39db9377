/**
 * Shared plumbing of the money routes (contract §7): session + real-member gate, the request's
 * money context, the Idempotency-Key header and body size limits.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';

import { fail } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { badParam } from '../domain/refusal.ts';
import { TRIAL_TYPE, type MoneyContext } from '../domain/wallet/money-context.ts';
import type { AppEnv } from './app-env.ts';
import { failResponse } from './envelope-response.ts';
import { requireSession } from './require-session.ts';

/** Authenticated, and not a trial member (`in_need_true_account`). */
export function requireMoneySession(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const realMember: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.get('session').member.type === TRIAL_TYPE) {
      c.header('Cache-Control', 'no-store');
      return c.json(fail('in_need_true_account', 'A real account is needed for this'));
    }
    return next();
  };
  return every(requireSession(deps), realMember) as MiddlewareHandler<AppEnv>;
}

/** The database and this request's clock reading. */
export const moneyContext = (deps: AppDeps): MoneyContext => ({ db: deps.db, now: clock(deps)() });

/** Letters, digits, `_` and `-`, 8–128 characters (a UUID fits; `:` is kept for internal keys). */
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The validated `Idempotency-Key` header; missing or malformed → request.param.err. */
export function idempotencyKey(c: Context<AppEnv>): string {
  const key = c.req.header('Idempotency-Key')?.trim() ?? '';
  if (!key) return badParam('Idempotency-Key', 'is required');
  if (!KEY.test(key)) return badParam('Idempotency-Key', 'does not follow the rule');
  return key;
}

/** Refuses bodies over `maxBytes` with 413 request.param.err. */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => failResponse(c, 413, 'request.param.err', 'Request body too large'),
  });
}
