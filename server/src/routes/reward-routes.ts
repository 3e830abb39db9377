/**
 * Reward centre and bonus details (docs/contract.md §15): the member's rewards and their claim,
 * every bonus credited (the bonus ledger types, read from the ledger as the account record), and
 * the bonus wagering still open before a withdrawal.
 */
import { Hono } from 'hono';
import * as v from 'valibot';

import { rewardEndpoints } from '#contract/endpoints/reward-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';
import { BONUS_TYPES, BonusTypeSchema, type BonusPage } from '#contract/reward-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { bonusWagering } from '../domain/bonus/bonus-wagering.ts';
import { badParam } from '../domain/refusal.ts';
import { claimReward, memberRewards } from '../domain/rewards/rewards.ts';
import { parseInstant, recordLines, recordSum, type LineFilter } from '../domain/wallet/account-record.ts';
import { formatMoney } from '../domain/wallet/money.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { idempotencyKey, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

function bonusFilter(query: {
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): LineFilter {
  const typeText = query.type?.trim().toUpperCase() ?? '';
  const types =
    typeText === ''
      ? BONUS_TYPES
      : v.is(BonusTypeSchema, typeText)
        ? [typeText]
        : badParam('type', 'is invalid: not a bonus type');
  return { types, from: parseInstant('from', query.from), to: parseInstant('to', query.to) };
}

export function rewardRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/wps/member/rewards', '/wps/member/rewards/*', '/wps/report/bonus', '/wps/member/bonus/*'])
    app.use(path, noStore());
  const money = requireMoneySession(deps);
  const now = clock(deps);

  serve(app, rewardEndpoints.list, money, async (c) =>
    c.json(ok(await memberRewards(deps.db, c.get('session').member.id, now()))),
  );

  serve(app, rewardEndpoints.claim, money, async (c, _, { id }) => {
    const key = idempotencyKey(c);
    return c.json(ok(await claimReward(moneyContext(deps), c.get('session').member, id, key)));
  });

  serve(app, rewardEndpoints.bonuses, money, async (c, query) => {
    const memberId = c.get('session').member.id;
    const filter = bonusFilter(query);
    const lines = await recordLines(deps.db, memberId, filter, pageRequest(query));
    const value: BonusPage = { ...lines, total: formatMoney(await recordSum(deps.db, memberId, filter)) };
    return c.json(ok(value));
  });

  serve(app, rewardEndpoints.wagering, money, async (c) =>
    c.json(ok(await bonusWagering(deps.db, c.get('session').member.id))),
  );

  return app;
}
