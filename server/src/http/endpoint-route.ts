/**
 * Registers a handler for one row of the contract's endpoint table: the method, the path, the
 * other documented methods and the request schemas come from the row, so the server cannot answer a
 * path the client does not call, nor read a query, a path parameter or a body the client does not
 * send, without a type error in one of them. The row's `params` and `request` are parsed here, once,
 * after the middleware (session, switches, size limits, decryption) has had its say: the path and
 * a GET's query by `routeInput`, as every other route's, the body here; the handler receives the
 * typed values and never reads `c.req.query` or `c.req.param` itself
 * (`server/src/routes/route-inputs.test.ts` holds it).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { H } from 'hono/types';
import type * as v from 'valibot';

import type { AnySchema, Endpoint } from '#contract/endpoint.ts';
import { NoInput } from '#contract/request-schemas.ts';

import type { AppEnv } from './app-env.ts';
import { decryptedJson } from './encrypted-body.ts';
import { jsonBody, parseWith } from './json-body.ts';
import { routeInput } from './route-input.ts';

/** The paths registered through `serve`, for the test that every table row is answered. */
export const servedEndpoints = new Set<Endpoint>();

/** What a handler of `E` receives: the row's request (the query of a GET, else the body), parsed. */
export type RowInput<E extends Endpoint> = v.InferOutput<E['request']>;

/** The row's path parameters, parsed (nothing when the path has none). */
export type RowParams<E extends Endpoint> = E['params'] extends AnySchema ? v.InferOutput<E['params']> : undefined;

/** The last handler of a row: the context, the parsed request and the parsed path parameters. */
export type RowHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: RowInput<E>,
  params: RowParams<E>,
) => Response | Promise<Response>;

/** Form-encoded or JSON, for rows the legacy bundles send as a form (`row.form`). */
async function formOrJson(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.header('Content-Type')?.includes('application/json')) return c.req.json().catch(() => null);
  const form = await c.req.parseBody();
  return Object.fromEntries(Object.entries(form).filter((entry) => typeof entry[1] === 'string'));
}

/**
 * The row's body from where the row says it travels: the decrypted body of an encrypted row, else
 * the JSON (or form) body. A malformed one is refused as `request.param.err` naming the first bad
 * field.
 */
async function readBody(c: Context<AppEnv>, endpoint: Endpoint): Promise<unknown> {
  const schema = endpoint.request;
  // A row that reads nothing leaves the body unread (a POST without one is not malformed).
  if (schema === NoInput) return {};
  if (endpoint.encrypted) return parseWith(schema, decryptedJson(c));
  if (endpoint.form) return parseWith(schema, await formOrJson(c));
  return jsonBody(c, schema);
}

/** Answers `endpoint` (and the methods it `alsoAccepts`): middleware first, then `handler` with the parsed request. */
export function serve<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  ...handlers: [...MiddlewareHandler<AppEnv>[], RowHandler<E>]
): void {
  servedEndpoints.add(endpoint);
  const middleware: H<AppEnv>[] = handlers.slice(0, -1) as MiddlewareHandler<AppEnv>[];
  const handler = handlers.at(-1) as RowHandler<E>;
  const answer: H<AppEnv> = async (c) => {
    // A GET's request is its query (also when a POST row `alsoAccepts` GET). Read as every route's:
    // the path first, so a malformed id is refused before the query or the body is looked at.
    const isQuery = c.req.method === 'GET';
    const { params, query } = routeInput(c, { params: endpoint.params, query: isQuery ? endpoint.request : undefined });
    return handler(c, isQuery ? query : await readBody(c, endpoint), params as RowParams<E>);
  };
  const chain: [H<AppEnv>, ...H<AppEnv>[]] = [answer];
  chain.unshift(...middleware);
  app.on([endpoint.method, ...endpoint.alsoAccepts], endpoint.path, ...chain);
}
