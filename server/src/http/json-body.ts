/** Plain (unencrypted) JSON bodies validated with the contract schemas; the first bad field is request.param.err. */
import type { Context } from 'hono';
import * as v from 'valibot';

import { badParam } from '../domain/refusal.ts';
import type { AppEnv } from './app-env.ts';

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
