import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  MissionLeaderboardSchema,
  MissionListSchema,
  RankProgressSchema,
  RedEnvelopeResultSchema,
  RedEnvelopeStatusSchema,
  VipLevelsSchema,
  WinnerBoardSchema,
} from '#contract/engagement-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import type { Member } from '../domain/accounts/member-repository.ts';
import { placeBet } from '../domain/bets/instant-bets.ts';
import { rankOf } from '../domain/engagement/vip.ts';
import { MAIN } from '../domain/wallet/ledger-accounts.ts';
import { admin, call, envelope, expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const SLOT = { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Tala Slot' };

describe('VIP levels', () => {
  it('computes the level and the progress to the next from the valid stake', () => {
    expect(rankOf(0n)).toEqual({
      level: 0,
      validStake: '0.00',
      nextLevel: 1,
      toNextLevel: '10000.00',
      progressPercent: 0,
    });
    expect(rankOf(3_000_000n)).toEqual({
      level: 1,
      validStake: '30000.00',
      nextLevel: 2,
      toNextLevel: '20000.00',
      progressPercent: 50,
    });
    expect(rankOf(900_000_000n)).toMatchObject({ level: 5, nextLevel: null, toNextLevel: null, progressPercent: 100 });
  });
});

describe.each(testBackends())('VIP, winner board and red envelopes on $name', (backend) => {
  let platform: TestPlatform;
  let member: Member;
  let token: string;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    member = await createMember(platform.deps.db, 'luckyone', {}, TEST_NOW);
    token = await tokenFor(platform, 'luckyone');
    expect(
      (await envelope(admin(platform, 'POST', '/admin/balances/adjust', { username: 'luckyone', amount: '20000' })))
        .success,
    ).toBe(true);
  });
  afterAll(() => platform.dispose());

  it('shows VIP progress from valid bets and the top wins with masked names', async () => {
    const ctx = { db: platform.deps.db, now: TEST_NOW };
    await placeBet(ctx, member, { wallet: MAIN, game: SLOT, stake: 1_200_000n, win: 0n, idempotencyKey: 'vip-1' });
    await placeBet(ctx, member, { wallet: MAIN, game: SLOT, stake: 10_000n, win: 250_000n, idempotencyKey: 'vip-2' });
    await placeBet(ctx, member, { wallet: MAIN, game: SLOT, stake: 10_000n, win: 40_000n, idempotencyKey: 'vip-3' });
    const progress = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getPlayerRankProgress'),
      RankProgressSchema,
    );
    expect(progress).toMatchObject({
      level: 1,
      validStake: '12200.00',
      nextLevel: 2,
      toNextLevel: '37800.00',
      progressPercent: 5,
    });
    expect((await expectOk(platform.request('/wps/relay/MCSFE_getVipLevels'), VipLevelsSchema)).levels).toHaveLength(6);
    const board = await expectOk(
      platform.request('/wps/relay/GCSGAME_getRankList?gameCategory=RNG&limitNum=50'),
      WinnerBoardSchema,
    );
    // The demo seed's own rounds are on the board too: look at this member's wins.
    expect(
      board.list
        .filter((item) => item.vo.username === 'lu***e')
        .map((item) => [item.vo.username, item.vo.winAmount, item.vo.gameName]),
    ).toEqual([
      ['lu***e', '2500.00', 'Tala Slot'],
      ['lu***e', '400.00', 'Tala Slot'],
    ]);
    // A win carries its game's picture (the catalogue's icon) for the home's big wins; a game the
    // catalogue does not hold (this test's) has none.
    expect(board.list.filter((item) => item.vo.username === 'lu***e').map((item) => item.vo.iconUrl)).toEqual(['', '']);
    const seeded = board.list.filter((item) => item.vo.username !== 'lu***e');
    expect(seeded.length).toBeGreaterThan(0);
    for (const { vo } of seeded) expect(vo.iconUrl).toMatch(/^TCG_PROD_IMAGES\/GAMES\/RNG\//);
    expect(
      (await expectOk(platform.request('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE'), WinnerBoardSchema)).list,
    ).toEqual([]);
    await expectRefusal(platform.request('/wps/relay/MCSFE_getPlayerRankProgress'), 'login.not.session', 401);
  });

  it('opens the red envelope once for a random amount within the range', async () => {
    const status = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getRafflePromotionStatus'),
      RedEnvelopeStatusSchema,
    );
    expect(status).toMatchObject({ envelope: { title: 'Lucky red envelope', available: true }, claimed: null });
    // Its title in the request's language.
    const titleIn = async (headers: Record<string, string>, query = '') =>
      (
        await expectOk(
          call(platform, 'GET', `/wps/relay/MCSFE_getRafflePromotionStatus${query}`, undefined, { token, headers }),
          RedEnvelopeStatusSchema,
        )
      ).envelope?.title;
    expect(await titleIn({ Language: 'TH' })).toBe('อั่งเปานำโชค');
    expect(await titleIn({}, '?language=AR')).toBe('مظروف الحظ الأحمر');
    expect(await titleIn({ Language: 'XX' })).toBe('Lucky red envelope');
    const id = status.envelope!.id;
    const key = newKey();
    const opened = await expectOk(
      moneyCall(platform, token, 'POST', '/wps/relay/MCSFE_claimRafflePromotion', { id }, key),
      RedEnvelopeResultSchema,
    );
    const amount = Number(opened.amount);
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(88);
    expect(
      await expectOk(
        moneyCall(platform, token, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { id }, key),
        RedEnvelopeResultSchema,
      ),
    ).toEqual(opened);
    await expectRefusal(
      moneyCall(platform, token, 'POST', '/wps/relay/MCSFE_claimRafflePromotion', { id }, newKey()),
      'red.envelope.claimed',
    );
    expect(
      (
        await expectOk(
          moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getRafflePromotionStatus'),
          RedEnvelopeStatusSchema,
        )
      ).claimed,
    ).toBe(opened.amount);
    // An envelope whose budget is spent opens for nobody.
    await platform.deps.db.query('UPDATE red_envelopes SET paid = budget WHERE id = $1', [id]);
    const other = await tokenFor(platform, 'demo01');
    await expectRefusal(
      moneyCall(platform, other, 'POST', '/wps/relay/MCSFE_claimRafflePromotion', { id }, newKey()),
      'red.envelope.empty',
    );
  });

  it("tracks today's missions from bets and pays each completed one once", async () => {
    const missions = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getMissionList'),
      MissionListSchema,
    );
    // 12,200.00 of valid stake and two winning rounds today (first test).
    expect(missions.list.map((m) => [m.code, m.progress, m.status])).toEqual([
      ['BET_100', '12200.00', 'CLAIMABLE'],
      ['BET_1000', '12200.00', 'CLAIMABLE'],
      ['WIN_3', '2', 'IN_PROGRESS'],
    ]);
    expect(missions.claimable).toBe(2);
    const claim = (code: string, key = newKey()) =>
      moneyCall(platform, token, 'POST', '/wps/relay/MCSFE_claimMission', { code }, key);
    await expectRefusal(claim('WIN_3'), 'mission.not.completed');
    const key = newKey();
    const paid = await expectOk(claim('BET_1000', key), RedEnvelopeResultSchema);
    expect(paid.amount).toBe('20.00');
    expect(await expectOk(claim('BET_1000', key), RedEnvelopeResultSchema)).toEqual(paid);
    await expectRefusal(claim('BET_1000'), 'mission.already.claimed');
    expect(
      (await expectOk(moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getMissionList'), MissionListSchema))
        .claimable,
    ).toBe(1);
    const board = await expectOk(platform.request('/wps/relay/MCSFE_getMissionLeaderboard'), MissionLeaderboardSchema);
    expect(board.list[0]).toEqual({ rank: 1, username: 'lu***e', validStake: '12200.00' });
  });
  it('pays a mission once when 8 claims with different keys race, and refuses the rest as already claimed', async () => {
    const claim = () =>
      moneyCall(platform, token, 'POST', '/wps/relay/MCSFE_claimMission', { code: 'BET_100' }, newKey());
    const answers = await Promise.all(Array.from({ length: 8 }, () => envelope(claim())));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.errorCode === 'mission.already.claimed')).toHaveLength(7);
    const rows = await platform.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mission_claims WHERE mission = 'BET_100'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
