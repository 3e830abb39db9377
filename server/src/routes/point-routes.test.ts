import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  ConvertResultSchema,
  PointBalanceSchema,
  PointConfigSchema,
  PointEntrySchema,
  PointRewardListSchema,
  RedemptionSchema,
} from '#contract/point-schemas.ts';
import { PageOfSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import type { Member } from '../domain/accounts/member-repository.ts';
import { placeBet } from '../domain/bets/instant-bets.ts';
import { earnPointsForAll } from '../domain/points/point-ledger.ts';
import { MAIN } from '../domain/wallet/ledger-accounts.ts';
import { admin, call, envelope, expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, encryptedMoneyCall, moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const SLOT = { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Slot' };
const mainOf = (balance: { balance: { accountName: string; availBalance: string }[] }) =>
  balance.balance.find((w) => w.accountName === MAIN)?.availBalance;

describe.each(testBackends())('points mall on $name', (backend) => {
  let platform: TestPlatform;
  let member: Member;
  let token: string;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    member = await createMember(platform.deps.db, 'pointer', {}, TEST_NOW);
    token = await tokenFor(platform, 'pointer');
    expect(
      (await envelope(admin(platform, 'POST', '/admin/balances/adjust', { username: 'pointer', amount: '2000' })))
        .success,
    ).toBe(true);
    // The demo seed's own rounds earn their players points first, so the counts below are pointer's alone.
    await earnPointsForAll(platform.deps.db, TEST_NOW);
  });
  afterAll(() => platform.dispose());

  const get = <T>(path: string, schema: v.GenericSchema<unknown, T>) =>
    expectOk(moneyCall(platform, token, 'GET', path), schema);
  const balance = async () => (await get('/wps/relay/MCS2_getPointBalance', PointBalanceSchema)).balance;
  const redeem = (body: unknown, key = newKey()) =>
    encryptedMoneyCall(platform, token, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', body, key);
  const convert = (body: unknown, key = newKey()) =>
    encryptedMoneyCall(platform, token, 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', body, key);

  it("lists the rewards in the request's language, an operator's own reward as written", async () => {
    const english = await get('/wps/relay/MCS2_getPointReward', PointRewardListSchema);
    const thai = await expectOk(
      call(platform, 'GET', '/wps/relay/MCS2_getPointReward', undefined, { token, headers: { Language: 'TH' } }),
      PointRewardListSchema,
    );
    expect(thai.list.map((reward) => reward.id)).toEqual(english.list.map((reward) => reward.id));
    expect(thai.list[0]).toMatchObject({
      name: 'แก้วมัค Tala',
      remark: 'แก้วมัคเซรามิกพิมพ์โลโก้ Tala จัดส่งถึงที่อยู่ของคุณ',
      units: 'ชิ้น',
      pointsRequirement: 50,
    });
    expect(thai.list[1]).toMatchObject({ name: 'บัตรเติมเงินมือถือ ₱100', units: 'ใบ', pointsRequirement: 120 });
    const arabic = await get('/wps/relay/MCS2_getPointReward?language=AR', PointRewardListSchema);
    expect(arabic.list[3]).toMatchObject({ name: 'هاتف ذكي', remark: 'هاتف ذكي Android بسعة 128 GB.', units: 'قطعة' });
    // An operator's own reward has no translations: every language reads it as written.
    await platform.deps.db.query(
      `INSERT INTO point_rewards (name, remark, points_required, stock, units, sequence) VALUES ('Operator cap', 'A cap', 10, 5, 'caps', 99)`,
    );
    const withOwn = await get('/wps/relay/MCS2_getPointReward?language=TH', PointRewardListSchema);
    expect(withOwn.list.at(-1)).toMatchObject({ name: 'Operator cap', remark: 'A cap', units: 'caps' });
    await platform.deps.db.query(`DELETE FROM point_rewards WHERE name = 'Operator cap'`);
  });

  it('earns one point per 100.00 of valid stake, idempotently, and never for the same bets twice', async () => {
    expect(await balance()).toBe(0);
    const ctx = { db: platform.deps.db, now: TEST_NOW };
    await placeBet(ctx, member, { wallet: MAIN, game: SLOT, stake: 25_000n, win: 0n, idempotencyKey: 'pts-round-1' });
    await placeBet(ctx, member, {
      wallet: MAIN,
      game: SLOT,
      stake: 7_500n,
      win: 10_000n,
      idempotencyKey: 'pts-round-2',
    });
    // 325.00 of valid stake → 3 points; the job and a read agree and neither adds twice.
    expect(await earnPointsForAll(platform.deps.db, TEST_NOW)).toBe(1);
    expect(await earnPointsForAll(platform.deps.db, TEST_NOW)).toBe(0);
    expect(await get('/wps/relay/MCS2_getPointBalance', PointBalanceSchema)).toEqual({ balance: 3, totalEarned: 3 });
    await placeBet(ctx, member, { wallet: MAIN, game: SLOT, stake: 7_500n, win: 0n, idempotencyKey: 'pts-round-3' });
    expect(await balance()).toBe(4);
    expect(await get('/wps/relay/MCS2_getPointConfig', PointConfigSchema)).toEqual({
      pointsRatio: 10,
      exchangeRatio: '1.00',
      stakePerPoint: '100.00',
    });
    await expectRefusal(platform.request('/wps/relay/MCS2_getPointBalance'), 'login.not.session', 401);
  });

  it('redeems a reward with the login password, once per key, and the operator decides', async () => {
    expect(
      (
        await envelope(
          admin(platform, 'POST', '/admin/points/adjust', { username: 'pointer', points: 196, remark: 'Welcome gift' }),
        )
      ).value,
    ).toEqual({ username: 'pointer', points: 196, balance: 200 });
    const rewards = await get('/wps/relay/MCS2_getPointReward', PointRewardListSchema);
    expect(rewards.validStake).toBe('400.00');
    const mug = rewards.list.find((reward) => reward.name === 'Tala mug');
    const earbuds = rewards.list.find((reward) => reward.name === 'Wireless earbuds');
    expect(mug).toMatchObject({
      pointsRequirement: 50,
      amountRequirement: '0.00',
      availableQuantity: 100,
      units: 'pcs',
    });
    await expectRefusal(redeem({ rewardId: mug!.id, quantity: 1, password: 'Wrong999' }), 'password.check.failed');
    await expectRefusal(
      redeem({ rewardId: earbuds!.id, quantity: 1, password: 'Test1234' }),
      'point.amount.requirement',
    );
    await expectRefusal(redeem({ rewardId: mug!.id, quantity: 5, password: 'Test1234' }), 'point.balance.not.enough');
    await expectRefusal(redeem({ rewardId: mug!.id, quantity: 1, password: 'Test1234' }, ''), 'request.param.err', 400);

    const key = newKey();
    const first = await expectOk(
      redeem({ rewardId: mug!.id, quantity: 2, password: 'Test1234' }, key),
      RedemptionSchema,
    );
    expect(
      await expectOk(redeem({ rewardId: mug!.id, quantity: 2, password: 'Test1234' }, key), RedemptionSchema),
    ).toEqual(first);
    expect(first).toMatchObject({ rewardName: 'Tala mug', quantity: 2, points: 100, state: 'PROCESS' });
    expect(await balance()).toBe(100);
    const second = await expectOk(redeem({ rewardId: mug!.id, quantity: 1, password: 'Test1234' }), RedemptionSchema);
    expect(
      (await get('/wps/relay/MCS2_getPointReward', PointRewardListSchema)).list.find((r) => r.id === mug!.id)
        ?.availableQuantity,
    ).toBe(97);

    const approved = await envelope(admin(platform, 'POST', `/admin/points/redemptions/${first.id}/approve`));
    expect(approved.value).toMatchObject({ state: 'APPROVED', username: 'pointer' });
    const rejected = await envelope(
      admin(platform, 'POST', `/admin/points/redemptions/${second.id}/reject`, { remark: 'Out of stock locally' }),
    );
    expect(rejected.value).toMatchObject({ state: 'REJECTED', remark: 'Out of stock locally' });
    expect((await envelope(admin(platform, 'POST', `/admin/points/redemptions/${second.id}/reject`))).status).toBe(400);
    // The rejection returned the 50 points and the unit.
    expect(await balance()).toBe(100);
    expect(
      (await get('/wps/relay/MCS2_getPointReward', PointRewardListSchema)).list.find((r) => r.id === mug!.id)
        ?.availableQuantity,
    ).toBe(98);

    const history = await get('/wps/relay/MCS2_getRedeemPointList', PageOfSchema(RedemptionSchema));
    expect(history.content.map((r) => [r.state, r.points])).toEqual([
      ['REJECTED', 50],
      ['APPROVED', 100],
    ]);
    // The history names the reward and its units in the request's language.
    const thaiHistory = await get('/wps/relay/MCS2_getRedeemPointList?language=TH', PageOfSchema(RedemptionSchema));
    expect(thaiHistory.content.map((r) => [r.rewardName, r.units])).toEqual([
      ['แก้วมัค Tala', 'ชิ้น'],
      ['แก้วมัค Tala', 'ชิ้น'],
    ]);
    const pending = await envelope(admin(platform, 'GET', '/admin/points/redemptions?state=PROCESS'));
    expect(pending.value).toEqual([]);
  });

  it('converts points to MAIN money from the BONUS account, once per key', async () => {
    await expectRefusal(convert({ points: 15, password: 'Test1234' }), 'point.convert.ratio');
    await expectRefusal(convert({ points: 110, password: 'Test1234' }), 'point.balance.not.enough');
    const key = newKey();
    const result = await expectOk(convert({ points: 100, password: 'Test1234' }, key), ConvertResultSchema);
    expect(result).toMatchObject({ points: 100, amount: '10.00', pointBalance: 0 });
    expect(mainOf(result.balance)).toBe('1710.00');
    expect(await expectOk(convert({ points: 100, password: 'Test1234' }, key), ConvertResultSchema)).toEqual(result);
    expect(await balance()).toBe(0);

    const details = await get('/wps/relay/ODSFE2_MemTransDet?pageSize=10', PageOfSchema(PointEntrySchema));
    expect(details.content.map((e) => [e.kind, e.changedPoints, e.balanceAfter])).toEqual([
      ['CONVERT', -100, 0],
      ['REDEEM_RETURN', 50, 100],
      ['REDEEM', -50, 50],
      ['REDEEM', -100, 100],
      ['ADJUST', 196, 200],
      ['EARN', 1, 4],
      ['EARN', 3, 3],
    ]);
    const record = await get(
      '/wps/report/transaction?type=POINTS_CONVERT',
      v.object({ content: v.array(v.object({ amount: v.string() })) }),
    );
    expect(record.content.map((row) => row.amount)).toEqual(['10.00']);
  });
});
