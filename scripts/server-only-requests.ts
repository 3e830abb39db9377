/**
 * A Vite plugin (client build only) that leaves the server's half of the endpoint rows out of the
 * app's bundle: the `request` schema of every GET row (the query the platform parses) and the
 * `params` schema of every row (the path segments it parses). The client never runs them: its call
 * options are typed from them at compile time and it sends what it is given. Without this, every
 * row the first screen imports would carry its query's parsing into the entry chunk (budget:
 * docs/budgets.md). Bodies (`request` of POST/PUT/DELETE rows) stay: a form may check its input with
 * the row's own schema. The server and the unit tests read the contract untouched.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

const ENDPOINT_FILES = /[\\/]contract[\\/]endpoints[\\/][^\\/]+-endpoints\.ts$/;

function property(literal: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | undefined {
  return literal.properties.find(
    (entry): entry is ts.PropertyAssignment =>
      ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name) && entry.name.text === name,
  );
}

/** The source with the server-only schemas of every `endpoint({ … })` row replaced by `undefined`; null when none. */
export function stripServerOnlyRequests(fileName: string, code: string): string | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const cuts: [start: number, end: number][] = [];
  const blank = (entry: ts.PropertyAssignment | undefined) => {
    if (entry) cuts.push([entry.initializer.getStart(source), entry.initializer.getEnd()]);
  };
  const visit = (node: ts.Node) => {
    const [init] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'endpoint' &&
      init &&
      ts.isObjectLiteralExpression(init)
    ) {
      const method = property(init, 'method')?.initializer;
      if (method && ts.isStringLiteralLike(method) && method.text === 'GET') blank(property(init, 'request'));
      blank(property(init, 'params'));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (cuts.length === 0) return null;
  // From the end, so the earlier offsets stay valid.
  return cuts
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => `${text.slice(0, start)}undefined${text.slice(end)}`, code);
}

export function serverOnlyRequests(): Plugin {
  return {
    name: 'tala:server-only-requests',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_FILES.test(id)) return null;
      const stripped = stripServerOnlyRequests(id, code);
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
