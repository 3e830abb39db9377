/**
 * Shared plumbing of the account routes: `Cache-Control: no-store`, the request's account
 * context and body validation with the contract schemas.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps.ts';
import type { AccountContext } from '../domain/accounts/account-context.ts';
import { badParam } from '../domain/refusal.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './request-info.ts';

/** Account answers carry tokens and personal data: never cached. */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
}

/** The clock of the app (AppDeps.now, else the system clock). */
export function clock(deps: AppDeps): () => Date {
  return deps.now ?? (() => new Date());
}

export function accountContext(c: Context<AppEnv>, deps: AppDeps): AccountContext {
  return {
    db: deps.db,
    now: clock(deps)(),
    ip: clientIp(c, deps.config),
    log: deps.log ?? ((line: string) => console.log(line)),
  };
}

/** Validates `input` with a contract schema; the first failing field becomes request.param.err. */
export function parseWith<T>(schema: v.GenericSchema<unknown, T>, input: unknown): T {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue ? v.getDotPath(issue) : null;
  return badParam(field ?? 'body', issue ? `is invalid: ${issue.message}` : 'is invalid');
}

/** The JSON body of a plain (unencrypted) call, validated. */
export async function jsonBody<T>(c: Context<AppEnv>, schema: v.GenericSchema<unknown, T>): Promise<T> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return badParam('body', 'must be JSON');
  }
  return parseWith(schema, json);
}
