/**
 * The contract reaches the client's reads and writes: query factories and mutation hooks
 * call their endpoint row with `apiClient().call(row, …)` themselves. A request function is kept
 * only when it does work of its own (maps an answer, seals a key, makes several calls); one whose
 * whole body is a single `apiClient().call(…)` is a pass-through, and this test names it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const API = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** `apiClient().call(…)`, however it is awaited or returned. */
function isRowCall(node: ts.Node | undefined): boolean {
  if (!node) return false;
  if (ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node)) return isRowCall(node.expression);
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const target = node.expression;
  return (
    target.name.text === 'call' &&
    ts.isCallExpression(target.expression) &&
    ts.isIdentifier(target.expression.expression) &&
    target.expression.expression.text === 'apiClient'
  );
}

/** A function body that is nothing but one row call. */
function isPassThrough(body: ts.ConciseBody | undefined): boolean {
  if (!body) return false;
  if (!ts.isBlock(body)) return isRowCall(body);
  const [only, ...rest] = body.statements;
  if (!only || rest.length > 0) return false;
  if (ts.isReturnStatement(only)) return isRowCall(only.expression);
  return ts.isExpressionStatement(only) && isRowCall(only.expression);
}

/** The names of the pass-through functions of one module's text. */
export function passThroughs(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && isPassThrough(node.body)) found.push(node.name?.text ?? '(anonymous)');
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const fn = node.initializer;
      if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && isPassThrough(fn.body))
        found.push(node.name.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('request functions', () => {
  it('the check finds a pass-through (it is not vacuous)', () => {
    const sample = `
      export function fetchThing(signal?: AbortSignal) { return apiClient().call(rows.thing, { signal }); }
      export const sendThing = (body: Body) => apiClient().call(rows.send, { body });
      export async function mapped() { const v = await apiClient().call(rows.thing, {}); return v.list; }`;
    expect(passThroughs('sample-requests.ts', sample)).toEqual(['fetchThing', 'sendThing']);
  });

  it('none of src/api is a one-line pass-through to apiClient().call', () => {
    const found = sourceFiles(API)
      .filter((file) => file.endsWith('-requests.ts'))
      .flatMap((file) =>
        passThroughs(file, readFileSync(file, 'utf8')).map((name) => `${path.relative(API, file)}: ${name}`),
      );
    expect(found).toEqual([]);
  });
});
