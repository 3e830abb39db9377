/**
 * Registers a handler for one row of the contract's endpoint table: the method, the path and the
 * other documented methods come from the row, so the server cannot answer a path the client does
 * not call (or the other way round) without a type error in one of them.
 */
import type { Hono } from 'hono';
import type { H } from 'hono/types';

import type { Endpoint } from '#contract/endpoint.ts';

import type { AppEnv } from './app-env.ts';

/** The paths registered through `serve`, for the test that every table row is answered. */
export const servedEndpoints = new Set<Endpoint>();

/** Answers `endpoint` (and the methods it `alsoAccepts`) with `handlers`, middleware first. */
export function serve(app: Hono<AppEnv>, endpoint: Endpoint, ...handlers: [H<AppEnv>, ...H<AppEnv>[]]): void {
  servedEndpoints.add(endpoint);
  app.on([endpoint.method, ...endpoint.alsoAccepts], endpoint.path, ...handlers);
}
