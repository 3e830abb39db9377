import { describe, expect, it } from 'vitest';
import { openPreparedDatabase } from '../db/open-prepared-database.ts';
import { findGameByCode } from '../domain/games/catalogue.ts';
import { useCliDataFolder } from '../test-support/cli-data-folder.ts';

const folder = useCliDataFolder('tala-game-cli-');
const { cli } = folder;

describe('operator CLI: game maintenance', () => {
  it('puts a game and a vendor under maintenance and back', async () => {
    const on = await cli('maintenance', 'game', 'tala-slot', 'on');
    expect(on).toMatchObject({ code: 0 });
    expect(on.out).toContain('game TALA-SLOT is under maintenance');
    expect((await cli('maintenance', 'vendor', 'WM', 'on')).out).toContain('vendor WM is under maintenance');
    expect((await cli('maintenance', 'vendor', 'WM', 'off')).out).toContain('vendor WM is back in service');
    expect((await cli('maintenance', 'game', 'NOPE-1', 'on')).err).toContain('no game NOPE-1');
    expect((await cli('maintenance', 'room', 'X', 'on')).code).toBe(2);
    expect((await cli('maintenance', 'game', 'TALA-SLOT')).code).toBe(2);

    const db = await openPreparedDatabase({ dataDir: folder.dataDir, databaseUrl: null });
    try {
      expect(await findGameByCode(db, 'TALA-SLOT')).toMatchObject({ gameMaintenance: true, vendorMaintenance: false });
      expect(await findGameByCode(db, 'WM-LIVE-1')).toMatchObject({ gameMaintenance: false, vendorMaintenance: false });
    } finally {
      await db.close();
    }
  }, 60_000);
});
