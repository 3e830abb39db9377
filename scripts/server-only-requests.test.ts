/** The client build leaves out the query and path schemas only the platform parses, and nothing else. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { stripServerOnlyRequests } from './server-only-requests.ts';

describe('server-only request schemas', () => {
  it('blanks a GET row’s request and any row’s params, keeps bodies', () => {
    const code = `
      export const rows = {
        list: endpoint({ method: 'GET', path: '/a', request: v.object({ ...PageQuery }), response: A }),
        claim: endpoint({ method: 'POST', path: '/a/:id', request: Body, params: idParams('an id'), response: B }),
      };`;
    const out = stripServerOnlyRequests('x-endpoints.ts', code) ?? '';
    expect(out).toContain("list: endpoint({ method: 'GET', path: '/a', request: undefined, response: A })");
    expect(out).toContain('request: Body, params: undefined, response: B');
    expect(stripServerOnlyRequests('x-endpoints.ts', 'export const none = 1;')).toBeNull();
  });

  it('still leaves every row of a real domain file with its method, path and response', () => {
    const file = path.resolve(import.meta.dirname, '../contract/endpoints/game-endpoints.ts');
    const out = stripServerOnlyRequests(file, readFileSync(file, 'utf8')) ?? '';
    expect(out).not.toContain('QueryText,');
    expect(out).toContain("path: '/wps/relay/GCSGAME_gameList'");
    expect(out).toContain('request: FavouriteBodySchema');
    expect(out.match(/response: /g)).toHaveLength(9);
  });
});
