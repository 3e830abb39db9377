/** JSON bodies of the /admin endpoints, validated; BadBody answers 400 request.param.err. */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './app-env.ts';

export class BadBody extends Error {}

export async function adminBody<T>(c: Context<AppEnv>, schema: v.GenericSchema<unknown, T>): Promise<T> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new BadBody('body must be JSON');
  }
  const result = v.safeParse(schema, json);
  if (!result.success) throw new BadBody(result.issues.map((issue) => issue.message).join('; '));
  return result.output;
}
