import { describe, expect, it } from 'vitest';

import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { redeemReward } from '../domain/points/point-mall.ts';
import { useCliDataFolder } from '../test-support/cli-data-folder.ts';

const folder = useCliDataFolder('tala-points-cli-');
const { cli } = folder;

describe('operator CLI: points', () => {
  it('adjusts points and reviews redemptions in the data folder', async () => {
    const first = await cli('points', 'adjust', 'demo01', '120', '--remark', 'Goodwill');
    expect(first.out, first.err).toContain('Adjusted demo01 by 120 points; balance 120');
    expect((await cli('points', 'adjust', 'demo01', '-500')).err).toContain('point.balance.not.enough');

    const { db } = folder;
    const demo = await findMemberByUsername(db, 'demo01');
    const redemption = await redeemReward(
      { db, now: new Date() },
      demo!,
      { rewardId: 1, quantity: 1, password: 'Demo1234' },
      'cli-points-redeem',
    );
    expect((await cli('points', 'redemptions', '--state', 'PROCESS')).out).toMatch(
      new RegExp(`#${redemption.id} demo01 1 pcs of Tala mug for 50 points PROCESS`),
    );
    expect((await cli('points', 'reject', String(redemption.id), '--remark', 'No stock')).out).toContain('REJECTED');
    expect((await cli('points', 'approve', String(redemption.id))).err).toContain('already REJECTED');
  }, 60_000);
});
