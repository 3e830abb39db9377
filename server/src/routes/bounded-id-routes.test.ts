/**
 * Ids in request bodies are whole numbers from 1 to 2^31 − 1 (contract/id-schema.ts): `1.5` or
 * `1e30` is a 400 `request.param.err`, never a database error answered with a 500.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ContractActionBodySchema } from '#contract/agent-schemas.ts';
import { IdSchema } from '#contract/id-schema.ts';
import { TicketBodySchema } from '#contract/lottery-schemas.ts';
import { RedeemBodySchema } from '#contract/point-schemas.ts';
import { WithdrawBodySchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const BAD_IDS = [1.5, 1e30, 0, -3, 2_147_483_648] as const;

describe('the shared id schema', () => {
  it('accepts 1 to 2^31 − 1 and refuses fractions, zero, negatives and larger numbers', () => {
    expect([1, 2_147_483_647].map((id) => v.safeParse(IdSchema, id).success)).toEqual([true, true]);
    expect(BAD_IDS.map((id) => v.safeParse(IdSchema, id).success)).toEqual([false, false, false, false, false]);
  });

  it('bounds the ids of the bodies that carry one', () => {
    expect(v.safeParse(ContractActionBodySchema, { action: 'accept', contractId: 1e30 }).success).toBe(false);
    expect(
      v.safeParse(TicketBodySchema, { drawId: 1.5, betType: 'BIG_SMALL', selection: ['BIG'], stake: '10' }).success,
    ).toBe(false);
    expect(v.safeParse(RedeemBodySchema, { rewardId: 1e30, quantity: 1, password: 'x' }).success).toBe(false);
    expect(v.safeParse(WithdrawBodySchema, { bankCardId: 1.5, amount: '100', paymentPassword: '123456' }).success).toBe(
      false,
    );
  });
});

describe.each(testBackends())('ids in requests on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    await createMember(platform.deps.db, 'idprober', {}, TEST_NOW);
    token = await tokenFor(platform, 'idprober');
  });
  afterAll(() => platform.dispose());

  it.each([1.5, 1e30])('answers %s with request.param.err (400) on every id-carrying body', async (id) => {
    const calls: [string, unknown][] = [
      ['/wps/relay/MCSFE_claimRafflePromotion', { id }],
      ['/wps/relay/MCSFE_claimIssuedPromotion', { promotionId: id }],
      ['/wps/relay/CSP_readMessage', { ids: [id] }],
      ['/wps/transaction/deposit', { channelId: id, amount: '100' }],
      ['/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: id, vendor: 'TALA', gameType: 'RNG' }],
    ];
    for (const [path, body] of calls) {
      const response = await moneyCall(platform, token, 'POST', path, body, newKey());
      expect([path, response.status]).toEqual([path, 400]);
      await expectRefusal(response, 'request.param.err', 400);
    }
  });
});
