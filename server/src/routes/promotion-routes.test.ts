import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  PromotionBonusSchema,
  PromotionClaimListSchema,
  PromotionClaimSchema,
  PromotionListSchema,
} from '#contract/promotion-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import type { Member } from '../domain/accounts/member-repository.ts';
import { placeBet } from '../domain/bets/instant-bets.ts';
import { MAIN } from '../domain/wallet/ledger-accounts.ts';
import { admin, envelope, expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import {
  createMember,
  JPEG_DATA_URL,
  moneyCall,
  newKey,
  PNG_DATA_URL,
  tokenFor,
} from '../test-support/wallet-client.ts';

const GIF_DATA_URL = `data:image/png;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`;
const mainOf = (balance: { balance: { accountName: string; availBalance: string }[] }) =>
  balance.balance.find((w) => w.accountName === MAIN)?.availBalance;

describe.each(testBackends())('promotions on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  let member: Member;
  let ids: Record<string, number>;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    member = await createMember(platform.deps.db, 'promoter', {}, TEST_NOW);
    token = await tokenFor(platform, 'promoter');
    const list = await expectOk(
      platform.request('/wps/relay/MCSFE_getMerchantAvailablePromotions'),
      PromotionListSchema,
    );
    ids = Object.fromEntries(list.list.map((p) => [p.title.split(/[ :,]/)[0] ?? '', p.id]));
  });
  afterAll(() => platform.dispose());

  const apply = (body: unknown) => moneyCall(platform, token, 'POST', '/wps/relay/MCSFE_applyPromotion', body);
  const claim = (promotionId: number, key = newKey()) =>
    moneyCall(platform, token, 'POST', '/wps/relay/MCSFE_claimIssuedPromotion', { promotionId }, key);
  const claims = async () =>
    (
      await expectOk(
        moneyCall(platform, token, 'GET', '/wps/relay/MCS2_getPromotionClaimList'),
        PromotionClaimListSchema,
      )
    ).list;

  it('lists promotions with their phase for everyone', async () => {
    const list = await expectOk(
      platform.request('/wps/relay/MCSFE_getMerchantAvailablePromotions'),
      PromotionListSchema,
    );
    expect(list.list.map((p) => [p.kind, p.phase, p.bonus])).toEqual([
      ['APPLY', 'OPEN', '100.00'],
      ['JOIN', 'OPEN', '20.00'],
      ['APPLY', 'COMING_SOON', '500.00'],
      ['APPLY', 'CLOSE', '50.00'],
    ]);
    await expectRefusal(platform.request('/wps/relay/MCS2_getPromotionClaimList'), 'login.not.session', 401);
  });

  it("lists promotions in the request's language", async () => {
    const thai = await expectOk(
      platform.request('/wps/relay/MCSFE_getMerchantAvailablePromotions', { headers: { Language: 'TH' } }),
      PromotionListSchema,
    );
    expect(thai.list[0]).toMatchObject({
      title: 'แชร์ความปัง: โบนัส ₱100',
      summary: 'โพสต์ภาพหน้าจอการชนะครั้งใหญ่ รับ ₱100',
      bonus: '100.00',
    });
    expect(thai.list[0]?.content).toContain('<strong>₱100</strong>');
  });

  it('checks the comment and the images on the server, then the operator reviews and the bonus is claimed once', async () => {
    const share = ids.Share!;
    await expectRefusal(apply({ promotionId: share, comment: 'gif', images: [GIF_DATA_URL] }), 'activity.image.type');
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    await expectRefusal(apply({ promotionId: share, comment: 'big', images: [big] }), 'activity.image.size');
    await expectRefusal(apply({ promotionId: share, comment: 'x'.repeat(141), images: [] }), 'request.param.err', 400);
    // Issue 25: a clear-screen sequence never reaches the operator's `promo applications` screen.
    await expectRefusal(
      apply({ promotionId: share, comment: 'win\u001b[2J\u001b[H', images: [] }),
      'text.control.characters',
    );
    await expectRefusal(
      apply({ promotionId: share, comment: 'many', images: [PNG_DATA_URL, PNG_DATA_URL, PNG_DATA_URL, PNG_DATA_URL] }),
      'request.param.err',
      400,
    );
    await expectRefusal(apply({ promotionId: ids.Weekend, comment: '', images: [] }), 'promotion.not.started');
    await expectRefusal(apply({ promotionId: ids.Summer, comment: '', images: [] }), 'promotion.closed');
    await expectRefusal(apply({ promotionId: ids.Bet, comment: '', images: [] }), 'promotion.not.available');

    const applied = await expectOk(
      apply({ promotionId: share, comment: 'Big win on the slot!', images: [PNG_DATA_URL, JPEG_DATA_URL] }),
      PromotionClaimSchema,
    );
    expect(applied.status).toBe('APPLYING');
    await expectRefusal(apply({ promotionId: share, comment: 'again', images: [] }), 'promotion.already.joined');
    await expectRefusal(claim(share), 'promotion.not.issued');

    const pending = (await envelope(admin(platform, 'GET', '/admin/promotions/applications?state=APPLYING'))).value as {
      id: number;
      images: number;
      comment: string;
    }[];
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ images: 2, comment: 'Big win on the slot!' });
    const image = await admin(platform, 'GET', `/admin/promotions/applications/${pending[0]!.id}/images/2`);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    expect([...new Uint8Array(await image.arrayBuffer())].slice(0, 3)).toEqual([0xff, 0xd8, 0xff]);
    expect(
      (await envelope(admin(platform, 'POST', `/admin/promotions/applications/${pending[0]!.id}/approve`))).value,
    ).toMatchObject({ state: 'ISSUED' });
    expect(
      (await envelope(admin(platform, 'POST', `/admin/promotions/applications/${pending[0]!.id}/reject`))).status,
    ).toBe(400);

    // Bonuses need money brought in first (bonus.rules.minDeposit, 100.00): an operator credit counts.
    await expectRefusal(claim(share), 'bonus.deposit.required');
    expect(
      (await envelope(admin(platform, 'POST', '/admin/balances/adjust', { username: 'promoter', amount: '100' })))
        .success,
    ).toBe(true);
    const key = newKey();
    const bonus = await expectOk(claim(share, key), PromotionBonusSchema);
    expect(bonus.amount).toBe('100.00');
    expect(mainOf(bonus.balance)).toBe('200.00');
    expect(await expectOk(claim(share, key), PromotionBonusSchema)).toEqual(bonus);
    await expectRefusal(claim(share), 'promotion.already.claimed');
    expect((await claims()).find((c) => c.promotionId === share)?.status).toBe('CLAIMED');
  });

  it('joins, tracks valid bets to the requirement, and refuses a claim beyond the budget', async () => {
    const bet = ids.Bet!;
    expect(
      (
        await expectOk(
          moneyCall(platform, token, 'POST', '/wps/relay/MCSFE_joinPromotion', { promotionId: bet }),
          PromotionClaimSchema,
        )
      ).status,
    ).toBe('JOINED');
    await expectRefusal(claim(bet), 'promotion.not.issued');
    expect(
      (await envelope(admin(platform, 'POST', '/admin/balances/adjust', { username: 'promoter', amount: '1000' })))
        .success,
    ).toBe(true);
    const ctx = { db: platform.deps.db, now: new Date(TEST_NOW.getTime() + 1000) };
    await placeBet(ctx, member, {
      wallet: MAIN,
      game: { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Slot' },
      stake: 60_000n,
      win: 0n,
      idempotencyKey: 'promo-bet-1',
    });
    expect((await claims()).find((c) => c.promotionId === bet)).toMatchObject({
      status: 'PROCESS',
      progress: '600.00',
    });
    await placeBet(ctx, member, {
      wallet: MAIN,
      game: { category: 'RNG', vendor: 'TALA', gameCode: 'SLOT', gameName: 'Slot' },
      stake: 40_000n,
      win: 0n,
      idempotencyKey: 'promo-bet-2',
    });
    expect((await claims()).find((c) => c.promotionId === bet)?.status).toBe('ISSUED');
    // The operator has spent the budget elsewhere: nothing is paid beyond it.
    await platform.deps.db.query('UPDATE promotions SET paid = budget - 1000 WHERE id = $1', [bet]);
    await expectRefusal(claim(bet), 'promotion.budget.exceeded');
    await platform.deps.db.query('UPDATE promotions SET paid = 0 WHERE id = $1', [bet]);
    expect((await expectOk(claim(bet), PromotionBonusSchema)).amount).toBe('20.00');
    const record = await expectOk(
      moneyCall(platform, token, 'GET', '/wps/report/transaction?type=BONUS'),
      v.object({ content: v.array(v.object({ amount: v.string() })) }),
    );
    expect(record.content.map((row) => row.amount).sort()).toEqual(['100.00', '20.00']);
  });
});
