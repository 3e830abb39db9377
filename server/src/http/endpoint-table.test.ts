/** Every row of the contract's endpoint table is answered by the reference platform (through `serve`). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Endpoint } from '#contract/endpoint.ts';
import { endpoints } from '#contract/endpoints.ts';

import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { servedEndpoints } from './endpoint-route.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.dispose());

/** The rows of the table, however deeply a domain nests them (the contract calls do). */
function rowsOf(node: unknown, name: string): [string, Endpoint][] {
  if (!node || typeof node !== 'object') return [];
  if ('method' in node && 'path' in node && 'response' in node) return [[name, node as Endpoint]];
  return Object.entries(node).flatMap(([key, child]) => rowsOf(child, name ? `${name}.${key}` : key));
}

describe('endpoint table', () => {
  const rows = rowsOf(endpoints, '');

  it('holds every converted domain', () => {
    expect(rows.length).toBeGreaterThanOrEqual(90);
    expect(platform).toBeDefined();
  });

  it('has every row served by the reference platform', () => {
    const unserved = rows
      .filter(([, row]) => !servedEndpoints.has(row))
      .map(([name, row]) => `${name} ${row.method} ${row.path}`);
    expect(unserved).toEqual([]);
  });

  it('has no two rows with one method and path', () => {
    const keys = rows.map(([, row]) => `${row.method} ${row.path}`);
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('answers a documented row for real (spec §7 paths)', async () => {
    const numero = await platform.request('/lotto/lgw/games/opened/numero');
    expect(numero.status).toBe(200);
    expect(Array.isArray(await numero.json())).toBe(true);
    const hot = await platform.request(
      '/wps/relay/GCSGAME_hotGamesV2?merchantCode=tala&isPlatform=2&vassalage=NOPE&platform=flash,html5-desktop',
    );
    expect(await hot.json()).toMatchObject({ success: true, value: { list: [] } });
  });
});
