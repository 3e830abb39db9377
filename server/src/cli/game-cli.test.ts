import { describe, expect, it } from 'vitest';

import { findGameByCode } from '../domain/games/game-list.ts';
import { useCliDataFolder } from '../test-support/cli-data-folder.ts';
import { UsageError } from './cli-args.ts';
import { GAME_COMMANDS } from './game-commands.ts';
import type { OperatorClient } from './operator-client.ts';

const folder = useCliDataFolder('tala-game-cli-');
const { cli } = folder;

describe('operator CLI: game maintenance', () => {
  it('puts a game under maintenance and a vendor back in service', async () => {
    const on = await cli('maintenance', 'game', 'tala-slot', 'on');
    expect(on).toMatchObject({ code: 0 });
    expect(on.out).toContain('game TALA-SLOT is under maintenance');
    expect((await cli('maintenance', 'vendor', 'WM', 'off')).out).toContain('vendor WM is back in service');
    // Unknown targets and codes are covered by the admin route test.

    const { db } = folder;
    expect(await findGameByCode(db, 'TALA-SLOT')).toMatchObject({ gameMaintenance: true, vendorMaintenance: false });
    expect(await findGameByCode(db, 'WM-LIVE-1')).toMatchObject({ gameMaintenance: false, vendorMaintenance: false });
  }, 60_000);

  it('refuses malformed maintenance commands before touching anything', async () => {
    const calls: unknown[] = [];
    const client = { setMaintenance: (...args: unknown[]) => void calls.push(args) } as unknown as OperatorClient;
    const io = { out: () => undefined };
    for (const positionals of [
      ['maintenance', 'room', 'X', 'on'],
      ['maintenance', 'game', 'TALA-SLOT'],
      ['maintenance', 'game', 'TALA-SLOT', 'maybe'],
    ]) {
      await expect(GAME_COMMANDS.maintenance?.(client, { positionals, options: new Map() }, io)).rejects.toBeInstanceOf(
        UsageError,
      );
    }
    expect(calls).toEqual([]);
  });
});
