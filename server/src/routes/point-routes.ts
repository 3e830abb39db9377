/**
 * Points mall (docs/contract.md §13): balance, config, rewards, redemptions, points details, and
 * the two passwordCheck relays (encrypted body with the login password, Idempotency-Key). Rewards
 * and redemptions name the reward in the request's language where it is translated.
 */
import { Hono } from 'hono';

import { pointEndpoints } from '#contract/endpoints/point-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { requestLanguage } from '../domain/content/text-translations.ts';
import { pointBalance, pointConfig, pointEntries } from '../domain/points/point-ledger.ts';
import { convertPoints, pointRewards, redeemReward, redemptionPage } from '../domain/points/point-mall.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import type { AppEnv } from '../http/app-env.ts';
import { encryptedBody } from '../http/encrypted-body.ts';
import { serve } from '../http/endpoint-route.ts';
import { FEATURE_SWITCHES, requireSwitch } from '../http/feature-switch.ts';
import { idempotencyKey, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

export function pointRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const paths = [
    'MCS2_getPointBalance',
    'MCS2_getPointConfig',
    'MCS2_getPointReward',
    'MCS2_getRedeemPointList',
    'ODSFE2_MemTransDet',
    'passwordCheck/MCS2_redeemPointReward',
    'passwordCheck/MCS2_convertPoint',
  ];
  for (const path of paths) app.use(`/wps/relay/${path}`, noStore());
  const session = requireMoneySession(deps);
  const pointsOn = requireSwitch(deps, FEATURE_SWITCHES.points);
  const now = clock(deps);
  const memberId = (c: { get(key: 'session'): { member: { id: number } } }) => c.get('session').member.id;

  serve(app, pointEndpoints.balance, pointsOn, session, async (c) =>
    c.json(ok(await pointBalance(deps.db, memberId(c), now()))),
  );
  serve(app, pointEndpoints.config, pointsOn, session, (c) => Promise.resolve(c.json(ok(pointConfig()))));
  serve(app, pointEndpoints.rewards, pointsOn, session, async (c, query) =>
    c.json(ok(await pointRewards(deps.db, memberId(c), requestLanguage(c, query)))),
  );
  serve(app, pointEndpoints.redemptions, pointsOn, session, async (c, query) =>
    c.json(ok(await redemptionPage(deps.db, memberId(c), pageRequest(query), requestLanguage(c, query)))),
  );
  serve(app, pointEndpoints.entries, pointsOn, session, async (c, query) =>
    c.json(ok(await pointEntries(deps.db, memberId(c), pageRequest(query)))),
  );

  serve(app, pointEndpoints.redeem, pointsOn, session, encryptedBody(deps.rsaKeys), async (c, body) => {
    const key = idempotencyKey(c);
    const language = requestLanguage(c);
    return c.json(ok(await redeemReward(moneyContext(deps), c.get('session').member, body, key, language)));
  });
  serve(app, pointEndpoints.convert, pointsOn, session, encryptedBody(deps.rsaKeys), async (c, body) => {
    const key = idempotencyKey(c);
    return c.json(ok(await convertPoints(moneyContext(deps), c.get('session').member, body, key)));
  });
  return app;
}
