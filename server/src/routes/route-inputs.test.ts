/**
 * A request is read in one place: every row of the endpoint table declares what it reads (`request`:
 * the query of a GET, else the body, `NoInput` when nothing; `params`: the path's `:name` segments),
 * `serve` parses both and the handler receives them typed. So no route handler reads `c.req.query`
 * or `c.req.param` by hand. Only routes that are no row of the table may (pages, pictures, the
 * lottery page's API, the built-in games), and the operator operations' one reader, which parses
 * with each operation's own `input` schema (`operator-operations.ts`).
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

const SERVER = path.resolve(import.meta.dirname, '..');

/** Registrations of routes that are no endpoint row (`app.get('/games/play/:kind', …)`). */
const PLAIN_ROUTES = new Set(['get', 'post', 'put', 'delete', 'patch', 'on', 'all']);

/** Functions that read for a mechanism of their own: the operator operations' input, the admin file routes' id. */
const OWN_READERS = new Set(['admin-routes.ts:operationInput', 'admin-routes.ts:idParam']);

/** The modules outside routes/ allowed to read: `serve` itself and `routeInput`. */
const READING_MODULES = new Set(['http/endpoint-route.ts', 'http/route-input.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `c.req.query` / `c.req.param` (called or not), whatever the context is named. */
function isRequestRead(node: ts.Node): node is ts.PropertyAccessExpression {
  return (
    ts.isPropertyAccessExpression(node) &&
    (node.name.text === 'query' || node.name.text === 'param') &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'req'
  );
}

/** True inside `app.get(…)` & co. (a plain route) or inside one of the named own readers. */
function isAllowed(node: ts.Node, file: string): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression)) {
      const callee = at.expression;
      if (ts.isIdentifier(callee.expression) && callee.expression.text === 'app' && PLAIN_ROUTES.has(callee.name.text))
        return true;
    }
    if (ts.isFunctionDeclaration(at) && OWN_READERS.has(`${file}:${at.name?.text ?? ''}`)) return true;
  }
  return false;
}

/** `file:line` of every read of the query or path parameters that `isAllowed` does not excuse. */
export function handReads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isRequestRead(node) && !isAllowed(node, file)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
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
  it('finds no hand-read query or path parameter in a row handler', () => {
    const routes = sourceFiles(path.join(SERVER, 'routes')).flatMap((full) =>
      handReads(path.basename(full), readFileSync(full, 'utf8')),
    );
    expect(routes).toEqual([]);
    const elsewhere = sourceFiles(SERVER)
      .filter((full) => !full.includes(`${path.sep}routes${path.sep}`))
      .filter((full) => !READING_MODULES.has(path.relative(SERVER, full).split(path.sep).join('/')))
      .flatMap((full) => handReads(path.relative(SERVER, full), readFileSync(full, 'utf8')));
    expect(elsewhere).toEqual([]);
  });

  it('names a read in a row handler, a helper or a middleware, and excuses plain routes', () => {
    const text = `
      const period = (c) => c.req.query('from');
      export function routes(app) {
        serve(app, row, async (c) => c.json(c.req.param('id')));
        serve(app, row, (c, next) => (c.req.query().device ? next() : null), async (c, query) => c.json(query));
        app.get('/games/play/:kind', (c) => c.html(c.req.param('kind')));
      }`;
    expect(handReads('x-routes.ts', text)).toEqual(['x-routes.ts:2', 'x-routes.ts:4', 'x-routes.ts:5']);
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
