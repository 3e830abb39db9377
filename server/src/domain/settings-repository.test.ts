import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/database.ts';
import { testBackends, type TestDatabase } from '../db/test-databases.ts';
import { readSetting, SETTINGS, validateSetting } from './setting-definitions.ts';
import {
  deleteSetting,
  getSetting,
  getSettings,
  listSettings,
  setSetting,
  setSettingIfAbsent,
} from './settings-repository.ts';

describe.each(testBackends())('settings on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.openMigrated();
    db = handle.db;
  });
  afterAll(() => handle.dispose());

  it('round-trips JSON values of every kind', async () => {
    const values: Record<string, unknown> = {
      'rt.object': { a: 1, nested: { list: [1, 'two', null] } },
      'rt.array': ['https://a.example', 'https://b.example'],
      'rt.string': 'text with "quotes"',
      'rt.number': 42.5,
      'rt.boolean': false,
      'rt.null': null,
    };
    for (const [key, value] of Object.entries(values)) await setSetting(db, key, value);
    for (const [key, value] of Object.entries(values)) expect(await getSetting(db, key)).toEqual(value);
    const many = await getSettings(db, ['rt.array', 'rt.boolean', 'rt.missing']);
    expect([...many.keys()].sort()).toEqual(['rt.array', 'rt.boolean']);
  });

  it('replaces on set, keeps on set-if-absent, and deletes', async () => {
    await setSetting(db, 'k', 1);
    await setSetting(db, 'k', 2);
    expect(await setSettingIfAbsent(db, 'k', 3)).toBe(false);
    expect(await getSetting(db, 'k')).toBe(2);
    expect(await setSettingIfAbsent(db, 'fresh', 'x')).toBe(true);
    expect(await deleteSetting(db, 'k')).toBe(true);
    expect(await getSetting(db, 'k')).toBeUndefined();
    const listed = await listSettings(db);
    expect(listed.find((row) => row.key === 'fresh')).toMatchObject({ value: 'x' });
    expect(Number.isNaN(Date.parse(listed[0]?.updatedAt ?? ''))).toBe(false);
  });

  it('reads typed settings with fallbacks for missing or corrupt values', async () => {
    expect(await readSetting(db, SETTINGS.loginedToHomePage)).toBe(false);
    await setSetting(db, SETTINGS.loginedToHomePage.key, 'yes please');
    expect(await readSetting(db, SETTINGS.loginedToHomePage)).toBe(false);
    await setSetting(db, SETTINGS.loginedToHomePage.key, true);
    expect(await readSetting(db, SETTINGS.loginedToHomePage)).toBe(true);
  });

  it('validates known keys only', () => {
    expect(validateSetting('domainRoutes', ['not a url'])).toMatch(/invalid value/);
    expect(validateSetting('domainRoutes', ['https://api.example'])).toBeNull();
    expect(validateSetting('anything.custom', { free: 'form' })).toBeNull();
  });
});
