/** The Admin API table of docs/platform.md lists exactly the operator operations and the file routes. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { operatorOperations } from '../domain/operator-operations.ts';

/** The routes of admin-routes.ts that answer files, not envelopes (not in the operations table). */
const FILE_ROUTES = ['GET /admin/withdrawals/:id/proof', 'GET /admin/promotions/applications/:id/images/:position'];

function documentedRoutes(): string[] {
  const text = readFileSync(path.resolve(import.meta.dirname, '../../../docs/platform.md'), 'utf8');
  const section = text.slice(text.indexOf('## Admin API'), text.indexOf('\n## ', text.indexOf('## Admin API') + 1));
  return [...section.matchAll(/^\| (GET|POST|PUT) \| `([^`]+)` \|/gm)].map(
    ([, method, route]) => `${method} ${(route ?? '').replace(/\?.*$/, '').replace(/\\\|/g, '|')}`,
  );
}

describe('Admin API table', () => {
  it('documents every operation and nothing else', () => {
    // `:decision{approve|reject}` is written as the literal choices, `approve|reject`.
    const rows = Object.values(operatorOperations).map(
      (row) => `${row.method} ${row.path.replace(/:\w+\{([^}]*)\}/g, '$1')}`,
    );
    expect(documentedRoutes().sort()).toEqual([...rows, ...FILE_ROUTES].sort());
  });
});
