import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from '../../db/database.ts';
import { testBackends, type TestDatabase } from '../../db/test-databases.ts';
import { demoVendors } from '../../seed/vendor-seed.ts';
import { createMember } from '../../test-support/wallet-client.ts';
import type { Member } from '../accounts/member-repository.ts';
import { createSession, hashToken, revokeSession } from '../accounts/sessions.ts';
import { MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { playBalance, playRound } from './builtin-rounds.ts';
import { sha256Hex } from './fair-random.ts';
import { seedCommitment } from './fair-seeds.ts';
import { findGameByCode, gameFilter, listGames, type ListedGame } from './game-list.ts';
import {
  findGameSession,
  issueLaunchToken,
  LAUNCH_TOKEN_TTL_MS,
  openGameSession,
  redeemLaunchToken,
  sweepGameTokens,
} from './launch-tokens.ts';
import { RECENT_LIMIT, recentGames, recordRecent } from './member-games.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return (error as { errorCode?: string }).errorCode ?? String(error);
  }
}

describe.each(testBackends())('games domain on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  let player: Member;
  let slot: ListedGame;
  let sessionToken: string;
  beforeAll(async () => {
    handle = await backend.openSeeded(NOW);
    db = handle.db;
    player = await createMember(db, 'gamesplayer', {}, NOW);
    await db.transaction(async (tx) =>
      postTransaction(tx, NOW, {
        type: 'ADJUSTMENT',
        memberId: player.id,
        postings: [
          { account: await systemAccount(tx, 'ADJUST'), amount: -10_000n },
          { account: await memberAccount(tx, player.id, MAIN), amount: 10_000n },
        ],
      }),
    );
    const found = await findGameByCode(db, 'TALA-SLOT');
    if (!found) throw new Error('no slot');
    slot = found;
    sessionToken = await createSession(db, player.id, '127.0.0.1', NOW);
  });
  afterAll(() => handle.dispose());

  it('seeds 4–8 games for every non-lottery vendor, in the client category', async () => {
    const rows = await db.query<{ lane: string; vendor: string; category: string; count: number }>(
      'SELECT lane, vendor, category, count(*)::int AS count FROM games GROUP BY lane, vendor, category',
    );
    for (const vendor of demoVendors().filter((v) => v.category !== 'ELOTT' && v.category !== 'LOTT')) {
      const row = rows.find((r) => r.lane === vendor.category && r.vendor === vendor.code);
      expect(row?.count, `${vendor.category}/${vendor.code}`).toBeGreaterThanOrEqual(4);
      expect(row?.count).toBeLessThanOrEqual(8);
    }
    const categoryOf = (code: string) => rows.find((r) => r.vendor === code)?.category;
    expect(['AV', 'AI', 'IMES', 'TF', 'IA'].map(categoryOf)).toEqual(Array(5).fill('ESPORTS'));
    expect(['DS88', 'DIG'].map(categoryOf)).toEqual(['COCKFIGHT', 'COCKFIGHT']);
    expect(
      rows
        .filter((r) => r.vendor === 'TALA')
        .map((r) => `${r.lane}:${r.count}`)
        .sort(),
    ).toEqual(['LIVE:1', 'RNG:2']);
    const page = await listGames(db, gameFilter({ gameType: 'RNG', vassalage: 'TALA' }, 'EN'), {
      pageNo: 1,
      pageSize: 10,
    });
    expect(page.content.map((g) => [g.gameCode, g.builtin])).toEqual([
      ['TALA-SLOT', 'slot'],
      ['TALA-DICE', 'dice'],
    ]);
  });

  it('keeps the last 12 distinct recent games, newest first', async () => {
    const games = await db.query<{ node_id: number }>('SELECT node_id FROM games ORDER BY node_id LIMIT 14');
    for (const [i, game] of games.entries()) await recordRecent(db, player.id, game.node_id, later(i * 1000));
    await recordRecent(db, player.id, games[0]?.node_id ?? 0, later(60_000));
    const recents = await recentGames(db, player.id);
    expect(recents).toHaveLength(RECENT_LIMIT);
    expect(recents[0]?.nodeId).toBe(games[0]?.node_id);
    expect(recents[1]?.nodeId).toBe(games[13]?.node_id);
  });

  it('uses a launch token once, within 60 s, while the login session lives', async () => {
    const binding = { memberId: player.id, nodeId: slot.nodeId, sessionTokenHash: hashToken(sessionToken) };
    const token = await issueLaunchToken(db, binding, NOW);
    const both = await Promise.allSettled([
      redeemLaunchToken(db, token, later(1000)),
      redeemLaunchToken(db, token, later(1000)),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const expired = await issueLaunchToken(db, binding, NOW);
    expect(await refusal(redeemLaunchToken(db, expired, later(LAUNCH_TOKEN_TTL_MS)))).toBe('launch.token.invalid');
    const game = await openGameSession(db, binding, NOW);
    expect(await findGameSession(db, game, later(1000))).toEqual(binding);
    expect(await sweepGameTokens(db, later(LAUNCH_TOKEN_TTL_MS))).toBeGreaterThanOrEqual(2);
    const other = await createSession(db, player.id, '127.0.0.1', NOW);
    const otherBinding = { ...binding, sessionTokenHash: hashToken(other) };
    const pending = await issueLaunchToken(db, otherBinding, NOW);
    const otherGame = await openGameSession(db, otherBinding, NOW);
    await revokeSession(db, hashToken(other), NOW);
    expect(await refusal(redeemLaunchToken(db, pending, later(1000)))).toBe('launch.token.invalid');
    expect(await findGameSession(db, otherGame, later(1000))).toBeNull();
  });

  it('plays a round once per round id, even when the same round arrives twice at once', async () => {
    const before = await seedCommitment(db, player.id, 'slot');
    const roundId = randomUUID();
    const request = { roundId, stake: '10.00', clientSeed: 'mine' };
    const [a, b] = await Promise.all([
      playRound({ db, now: NOW }, player, slot, request),
      playRound({ db, now: NOW }, player, slot, request),
    ]);
    expect(a).toEqual(b);
    expect(a.usedServerSeedHash).toBe(before.serverSeedHash);
    expect(sha256Hex(a.serverSeed)).toBe(before.serverSeedHash);
    expect(await playBalance(db, player)).toBe(10_000n - 1_000n + BigInt(Math.round(Number(a.win) * 100)));
    const bets = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM bets WHERE reference = $1', [
      roundId,
    ]);
    expect(bets[0]?.count).toBe(1);
    const after = await seedCommitment(db, player.id, 'slot');
    expect(after).toEqual({ serverSeedHash: a.serverSeedHash, nonce: before.nonce + 1 });
  });

  it('refuses a stake the balance cannot cover and leaves the seed as it was', async () => {
    const before = await seedCommitment(db, player.id, 'slot');
    expect(
      await refusal(
        playRound({ db, now: NOW }, player, slot, { roundId: randomUUID(), stake: '5000.00', clientSeed: 'mine' }),
      ),
    ).toBe('account.balance.not.enough');
    expect(await seedCommitment(db, player.id, 'slot')).toEqual(before);
    const open = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM open_rounds WHERE member_id = $1',
      [player.id],
    );
    expect(open[0]?.count).toBe(0);
  });
});
