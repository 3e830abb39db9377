/**
 * The one reader of a route's query and path parameters: a row's (`serve` reads its `params`, and a
 * GET's query, here) and a route's that is no row of the endpoint table (the framed pages and their
 * own APIs, pictures and files, the operator's file routes), with valibot schemas declared beside
 * the route: the path first, a malformed value refused `request.param.err` (400) naming the field.
 * So no handler reads `c.req.query` or `c.req.param` itself (`server/src/routes/route-inputs.test.ts`
 * holds it) and every handler sees typed, checked values.
 */
import type { Context } from 'hono';
import * as v from 'valibot';

import type { AnySchema } from '#contract/endpoint.ts';

import { parseWith } from './json-body.ts';

/** What a schema gives, or `undefined` for a part the route does not read. */
type Parsed<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

/** The schemas of what a route reads: `query` (its query string), `params` (its path's `:name` segments). */
interface RouteSchemas<Q extends AnySchema | undefined, P extends AnySchema | undefined> {
  query?: Q;
  params?: P;
}

/** The route's path parameters and query, parsed with `schemas`; a part without a schema is not read. */
export function routeInput<Q extends AnySchema | undefined = undefined, P extends AnySchema | undefined = undefined>(
  c: Context,
  schemas: RouteSchemas<Q, P>,
): { query: Parsed<Q>; params: Parsed<P> } {
  // The path first, as `serve` does: a malformed id is refused before the query is looked at.
  const params = schemas.params ? parseWith(schemas.params, c.req.param()) : undefined;
  const query = schemas.query ? parseWith(schemas.query, c.req.query()) : undefined;
  return { query: query as Parsed<Q>, params: params as Parsed<P> };
}

/**
 * A file's name in the path: the segment when it matches `pattern` (its first group when it has
 * one), else `undefined`. A path that names no file is not found (404), not malformed input.
 */
export function fileName(pattern: RegExp) {
  return v.pipe(
    v.string(),
    v.transform((segment): string | undefined => {
      const match = pattern.exec(segment);
      return match ? (match[1] ?? match[0]) : undefined;
    }),
  );
}

/** A path segment naming one of `names` (an own name, never `constructor` & co.), else `undefined` (404). */
export function oneOfNames<const T extends string>(names: readonly T[]) {
  return v.pipe(
    v.string(),
    v.transform((segment): T | undefined =>
      (names as readonly string[]).includes(segment) ? (segment as T) : undefined,
    ),
  );
}
