import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BonusPageSchema,
  BonusWageringSchema,
  RewardClaimSchema,
  RewardListSchema,
  RewardSchema,
} from '#contract/reward-schemas.ts';
import { BalanceSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { admin, envelope, expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const OperatorRewardSchema = v.object({ ...RewardSchema.entries, username: v.string() });
const DAY = 86_400_000;

describe.each(testBackends())('rewards and bonus details on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  const grant = async (body: object) => expectOk(admin(platform, 'POST', '/admin/rewards', body), OperatorRewardSchema);
  const rewards = () => expectOk(moneyCall(platform, token, 'GET', '/wps/member/rewards'), RewardListSchema);
  const claim = (id: number, key: string) =>
    moneyCall(platform, token, 'POST', `/wps/member/rewards/${id}/claim`, undefined, key);
  const mainBalance = async () =>
    (await expectOk(moneyCall(platform, token, 'GET', '/wps/v2/wallets/balance'), BalanceSchema)).balance[0]
      ?.availBalance;

  it('lists the seeded welcome reward and a granted one, claimable first', async () => {
    const granted = await grant({ username: 'demo01', title: 'Loyalty bonus', amount: '25.5', validDays: 3 });
    expect(granted).toMatchObject({
      username: 'demo01',
      amount: '25.50',
      state: 'CLAIMABLE',
      expiresAt: TEST_NOW.getTime() + 3 * DAY,
      reference: null,
    });
    const list = await rewards();
    expect(list.claimable).toBe(2);
    // Soonest expiry first: the 3-day grant before the 30-day welcome reward.
    expect(list.list.map((r) => [r.title, r.amount, r.state])).toEqual([
      ['Loyalty bonus', '25.50', 'CLAIMABLE'],
      ['Welcome reward', '50.00', 'CLAIMABLE'],
    ]);
  });

  it('pays a claim once: the same key replays, another key finds it claimed', async () => {
    const target = (await rewards()).list.find((r) => r.title === 'Loyalty bonus');
    if (!target) throw new Error('no reward');
    const key = newKey();
    const [first, replay] = await Promise.all([claim(target.id, key), claim(target.id, key)].map((r) => envelope(r)));
    expect(first?.success && replay?.success).toBe(true);
    const claimed = v.parse(RewardClaimSchema, first?.value);
    expect(claimed.reward).toMatchObject({ state: 'CLAIMED', claimedAt: TEST_NOW.getTime() });
    expect(claimed.reward.reference).toMatch(/^R\d{14}$/);
    expect(v.parse(RewardClaimSchema, replay?.value)).toEqual(claimed);
    // The bonus must be wagered before a withdrawal: bonus details show what is left.
    expect(
      await expectOk(moneyCall(platform, token, 'GET', '/wps/member/bonus/wagering'), BonusWageringSchema),
    ).toEqual({ requirement: '25.50', wagered: '0.00', remaining: '25.50' });
    await expectRefusal(claim(target.id, newKey()), 'reward.claimed');
    expect(await mainBalance()).toBe('1025.50');
    // Two claims racing with different keys: the row lock lets one pay.
    const race = await grant({ username: 'demo01', title: 'Race', amount: '1' });
    const answers = await Promise.all([claim(race.id, newKey()), claim(race.id, newKey())].map((r) => envelope(r)));
    expect(answers.map((a) => (a.success ? 'paid' : a.errorCode)).sort()).toEqual(['paid', 'reward.claimed']);
    expect(await mainBalance()).toBe('1026.50');
    expect((await rewards()).claimable).toBe(1);
  });

  it("refuses expired, unknown and other members' rewards, and bad ids", async () => {
    const short = await grant({ username: 'demo01', title: 'Flash reward', amount: '10', validDays: 1 });
    const other = await grant({ username: 'agent01', title: 'Agent reward', amount: '10' });
    clock.advance(DAY);
    token = await tokenFor(platform, 'demo01');
    await expectRefusal(claim(short.id, newKey()), 'reward.expired');
    expect((await rewards()).list.find((r) => r.id === short.id)?.state).toBe('EXPIRED');
    await expectRefusal(claim(other.id, newKey()), 'no.data');
    await expectRefusal(claim(999_999, newKey()), 'no.data');
    await expectRefusal(claim(1, ''), 'request.param.err', 400);
    await expectRefusal(
      moneyCall(platform, token, 'POST', '/wps/member/rewards/abc/claim', undefined, newKey()),
      'request.param.err',
      400,
    );
    for (const body of [
      { username: 'demo01', title: 'x', amount: '0' },
      { username: 'demo01', title: '', amount: '5' },
      { username: 'demo01', title: 'x', amount: '5', validDays: 0 },
    ]) {
      expect((await admin(platform, 'POST', '/admin/rewards', body)).status).toBe(400);
    }
    expect(
      (await admin(platform, 'POST', '/admin/rewards', { username: 'nobody', title: 'x', amount: '5' })).status,
    ).toBe(404);
    expect(await mainBalance()).toBe('1026.50');
  });

  it('bonus details lists the bonus lines only, by type and period, with their total', async () => {
    expect((await admin(platform, 'POST', '/admin/balances/adjust', { username: 'demo01', amount: '5' })).status).toBe(
      200,
    );
    const welcome = (await rewards()).list.find((r) => r.title === 'Welcome reward');
    if (!welcome) throw new Error('no welcome reward');
    await expectOk(claim(welcome.id, newKey()), RewardClaimSchema);
    const page = await expectOk(moneyCall(platform, token, 'GET', '/wps/report/bonus'), BonusPageSchema);
    expect(page.content.map((line) => [line.type, line.amount])).toEqual([
      ['BONUS', '50.00'],
      ['BONUS', '1.00'],
      ['BONUS', '25.50'],
    ]);
    expect(page.total).toBe('76.50');
    const sinceToday = await expectOk(
      moneyCall(platform, token, 'GET', `/wps/report/bonus?from=${TEST_NOW.getTime() + DAY}`),
      BonusPageSchema,
    );
    expect([sinceToday.totalCount, sinceToday.total]).toEqual([1, '50.00']);
    expect(
      (await expectOk(moneyCall(platform, token, 'GET', '/wps/report/bonus?type=salary'), BonusPageSchema)).total,
    ).toBe('0.00');
    await expectRefusal(moneyCall(platform, token, 'GET', '/wps/report/bonus?type=DEPOSIT'), 'request.param.err', 400);
  });
});
