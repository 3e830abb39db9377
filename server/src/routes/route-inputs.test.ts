/**
 * A request is read in one place: every row of the endpoint table declares what it reads (`request`:
 * the query of a GET, else the body, `NoInput` when nothing; `params`: the path's `:name` segments),
 * `serve` parses both and the handler receives them typed. A route that is no row (pages, pictures,
 * files, the framed pages' APIs, the operator's routes) parses its query and path with `routeInput`
 * and schemas declared beside it; `serve` reads a row's path and query through `routeInput` too. So
 * no other module reads `c.req.query`, `c.req.queries` or `c.req.param`, however the request is
 * named or reached.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { Hono } from 'hono';
import ts from 'typescript';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { endpoint, type Endpoint } from '#contract/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';
import { idParams, PageQuery, queryNumber } from '#contract/request-schemas.ts';

import { Refusal } from '../domain/refusal.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { refusalResponse } from '../http/envelope-response.ts';
import { fileName, oneOfNames, routeInput } from '../http/route-input.ts';

const SERVER = path.resolve(import.meta.dirname, '..');

/** The only module that reads the query or the path parameters: `routeInput` (`serve` reads through it). */
const READING_MODULES = new Set(['http/route-input.ts']);

/** The request's readers of the query string and the path parameters. */
const READERS = new Set(['query', 'queries', 'param']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `req` itself: `c.req`, `context.req` or a `req` taken out of the context (`const { req } = c`). */
const isRequest = (node: ts.Expression): boolean =>
  (ts.isPropertyAccessExpression(node) && node.name.text === 'req') || (ts.isIdentifier(node) && node.text === 'req');

/** `c.req.query` / `c.req.param` / `c.req.queries`, called or not, also as `c.req['query']`. */
function isRequestRead(node: ts.Node): boolean {
  if (ts.isPropertyAccessExpression(node)) return READERS.has(node.name.text) && isRequest(node.expression);
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression))
    return READERS.has(node.argumentExpression.text) && isRequest(node.expression);
  return false;
}

/** `file:line` of every read of the query or the path parameters in `text`. */
export function handReads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isRequestRead(node)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The rows of the table, however deeply a domain nests them (the contract calls do). */
function rowsOf(node: unknown, name: string): [string, Endpoint][] {
  if (!node || typeof node !== 'object') return [];
  if ('method' in node && 'path' in node && 'response' in node) return [[name, node as Endpoint]];
  return Object.entries(node).flatMap(([key, child]) => rowsOf(child, name ? `${name}.${key}` : key));
}

describe('route inputs', () => {
  it('finds no hand-read query or path parameter outside routeInput (serve included)', () => {
    const files = sourceFiles(SERVER).map((full) => path.relative(SERVER, full).split(path.sep).join('/'));
    // The scan must see the routes and the HTTP layer, or it proves nothing.
    expect(files.filter((file) => file.startsWith('routes/')).length).toBeGreaterThan(20);
    expect(files).toEqual(expect.arrayContaining([...READING_MODULES]));
    const reads = files
      .filter((file) => !READING_MODULES.has(file))
      .flatMap((file) => handReads(file, readFileSync(path.join(SERVER, file), 'utf8')));
    expect(reads).toEqual([]);
  });

  it('names every read: in a row handler, a helper, a middleware, a plain route, however it is reached', () => {
    const text = `
      const period = (c) => c.req.query('from');
      export function routes(app) {
        serve(app, row, async (c) => c.json(c.req.param('id')));
        serve(app, row, (c, next) => (c.req.query().device ? next() : null), async (c, query) => c.json(query));
        app.get('/games/play/:kind', (c) => c.html(c.req.param('kind')));
        app.get('/x', ({ req }) => req.queries('a'));
        app.get('/y', (context) => context.req['param']('id'));
        app.get('/z', (c) => c.req.header('Language') + c.req.path);
      }`;
    expect(handReads('x-routes.ts', text)).toEqual([
      'x-routes.ts:2',
      'x-routes.ts:4',
      'x-routes.ts:5',
      'x-routes.ts:6',
      'x-routes.ts:7',
      'x-routes.ts:8',
    ]);
  });

  it('has a request schema on every row, and params naming exactly the path segments', () => {
    const rows = rowsOf(endpoints, '');
    expect(rows.length).toBeGreaterThanOrEqual(120);
    const withoutRequest = rows.filter(([, row]) => row.request === undefined).map(([name]) => name);
    expect(withoutRequest).toEqual([]);
    const wrongParams = rows.flatMap(([name, row]) => {
      const segments = [...row.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const declared = row.params && 'entries' in row.params ? Object.keys(row.params.entries as object).sort() : [];
      return segments.join() === declared.join() ? [] : [`${name}: path ${segments.join()} params ${declared.join()}`];
    });
    expect(wrongParams).toEqual([]);
  });
});

describe('serve', () => {
  const row = endpoint({
    method: 'GET',
    path: '/t/items/:id',
    request: v.object({ ...PageQuery, after: queryNumber('a message id') }),
    params: idParams('an item id'),
    response: v.unknown(),
  });
  const app = new Hono<AppEnv>();
  app.onError((error, c) => (error instanceof Refusal ? refusalResponse(c, error) : c.text('boom', 500)));
  serve(app, row, (c, query, params) => c.json({ query, params }));

  it('hands the handler the parsed query and path parameters', async () => {
    const answer = await app.request('/t/items/42?pageNo=2&after=&junk=1');
    expect(await answer.json()).toEqual({ query: { pageNo: 2 }, params: { id: 42 } });
  });

  it('refuses a malformed query value or path parameter naming the field', async () => {
    const page = await app.request('/t/items/42?pageNo=0');
    expect(page.status).toBe(400);
    expect(await page.json()).toMatchObject({
      errorCode: 'request.param.err',
      message: 'pageNo is invalid: a positive whole number',
    });
    const id = await app.request('/t/items/x1?pageNo=1');
    expect(await id.json()).toMatchObject({ errorCode: 'request.param.err', message: 'id is invalid: an item id' });
  });
});

describe('routeInput', () => {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => (error instanceof Refusal ? refusalResponse(c, error) : c.text('boom', 500)));
  const Input = {
    params: v.object({ id: idParams('an item id').entries.id, file: fileName(/^(\w+)\.png$/) }),
    query: v.object(PageQuery),
  };
  app.get('/t/:id/:file', (c) => c.json(routeInput(c, Input)));
  const Named = v.object({ name: oneOfNames(['a.js', 'b.css']) });
  app.get('/n/:name', (c) => c.json({ name: routeInput(c, { params: Named }).params.name ?? null }));

  it('hands the route its parsed path parameters and query, and nothing it declared no schema for', async () => {
    const answer = await app.request('/t/42/logo.png?pageNo=2&junk=1');
    expect(await answer.json()).toEqual({ params: { id: 42, file: 'logo' }, query: { pageNo: 2 } });
    expect(await (await app.request('/n/a.js?pageNo=x')).json()).toEqual({ name: 'a.js' });
  });

  it('refuses a malformed value as serve does (400, naming the field), the path first', async () => {
    const page = await app.request('/t/42/logo.png?pageNo=0');
    expect(page.status).toBe(400);
    expect(await page.json()).toMatchObject({
      errorCode: 'request.param.err',
      message: 'pageNo is invalid: a positive whole number',
    });
    const id = await app.request('/t/x1/logo.png?pageNo=0');
    expect(id.status).toBe(400);
    expect(await id.json()).toMatchObject({ errorCode: 'request.param.err', message: 'id is invalid: an item id' });
  });

  it('reads a name that names no file as nothing (the route answers 404), never an inherited key', async () => {
    expect(await (await app.request('/t/1/logo.gif')).json()).toEqual({
      params: { id: 1, file: undefined },
      query: {},
    });
    for (const name of ['c.js', 'constructor', '__proto__', 'toString'])
      expect(await (await app.request(`/n/${name}`)).json(), name).toEqual({ name: null });
  });
});
