import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/database.ts';
import { testBackends, type TestDatabase } from '../db/test-databases.ts';
import { demoVendors } from '../seed/vendor-seed.ts';
import { findVendor, insertVendor, listVendors, setVendorEnabled } from './vendor-repository.ts';

describe.each(testBackends())('vendors on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.openMigrated();
    db = handle.db;
    for (const vendor of demoVendors()) await insertVendor(db, vendor);
  });
  afterAll(() => handle.dispose());

  it('stores the same code in two lanes and refuses duplicates within a lane', async () => {
    expect((await findVendor(db, 'RNG', 'JDB'))?.isGame).toBe('VASSALAGE');
    expect((await findVendor(db, 'FISH', 'JDB'))?.isGame).toBe('');
    const jdb = await findVendor(db, 'RNG', 'JDB');
    if (!jdb) throw new Error('missing');
    expect(await insertVendor(db, jdb)).toBe(false);
  });

  it('disables and re-enables a vendor', async () => {
    const before = await listVendors(db, { enabledOnly: true });
    expect(await setVendorEnabled(db, 'LIVE', 'WM', false)).toBe(true);
    const after = await listVendors(db, { enabledOnly: true });
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((vendor) => vendor.category === 'LIVE' && vendor.code === 'WM')).toBe(false);
    expect((await findVendor(db, 'LIVE', 'WM'))?.enabled).toBe(false);
    expect(await setVendorEnabled(db, 'LIVE', 'WM', true)).toBe(true);
    expect(await listVendors(db, { enabledOnly: true })).toHaveLength(before.length);
    expect(await setVendorEnabled(db, 'LIVE', 'NOPE', false)).toBe(false);
  });

  it('lists vendors by category then sort order', async () => {
    const live = (await listVendors(db)).filter((vendor) => vendor.category === 'LIVE').map((vendor) => vendor.code);
    expect(live).toEqual(['WM', 'DG', 'SA', 'SEXY', 'PRE', 'EG2']);
  });
});
