/**
 * Points mall (docs/contract.md §13): balance, config, rewards, redemptions, points details, and
 * the two passwordCheck relays (encrypted body with the login password, Idempotency-Key).
 */
import { Hono } from 'hono';
import { ok } from '#contract/envelope-schemas.ts';
import { ConvertBodySchema, RedeemBodySchema } from '#contract/point-schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import { pointBalance, pointConfig, pointEntries } from '../domain/points/point-ledger.ts';
import { convertPoints, pointRewards, redeemReward, redemptionPage } from '../domain/points/point-mall.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import { accountErrorHandler, clock, noStore, parseWith } from '../http/account-http.ts';
import type { AppEnv } from '../http/app-env.ts';
import { decryptedJson, encryptedBody } from '../http/encrypted-body.ts';
import { idempotencyKey, moneyContext, pageQuery, requireMoneySession } from '../http/money-http.ts';

export function pointRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(accountErrorHandler);
  const paths = ['MCS2_getPointBalance', 'MCS2_getPointConfig', 'MCS2_getPointReward', 'MCS2_getRedeemPointList', 'ODSFE2_MemTransDet',
    'passwordCheck/MCS2_redeemPointReward', 'passwordCheck/MCS2_convertPoint'];
  for (const path of paths) app.use(`/wps/relay/${path}`, noStore());
  const session = requireMoneySession(deps);
  const now = clock(deps);
  const memberId = (c: { get(key: 'session'): { member: { id: number } } }) => c.get('session').member.id;

  app.get('/wps/relay/MCS2_getPointBalance', session, async (c) => c.json(ok(await pointBalance(deps.db, memberId(c), now()))));
  app.get('/wps/relay/MCS2_getPointConfig', session, (c) => c.json(ok(pointConfig())));
  app.get('/wps/relay/MCS2_getPointReward', session, async (c) => c.json(ok(await pointRewards(deps.db, memberId(c)))));
  app.get('/wps/relay/MCS2_getRedeemPointList', session, async (c) =>
    c.json(ok(await redemptionPage(deps.db, memberId(c), pageRequest(...pageQuery(c))))));
  app.get('/wps/relay/ODSFE2_MemTransDet', session, async (c) =>
    c.json(ok(await pointEntries(deps.db, memberId(c), pageRequest(...pageQuery(c))))));

  app.post('/wps/relay/passwordCheck/MCS2_redeemPointReward', session, encryptedBody(deps.rsaKeys), async (c) => {
    const key = idempotencyKey(c);
    const body = parseWith(RedeemBodySchema, decryptedJson(c));
    return c.json(ok(await redeemReward(moneyContext(deps), c.get('session').member, body, key)));
  });
  app.post('/wps/relay/passwordCheck/MCS2_convertPoint', session, encryptedBody(deps.rsaKeys), async (c) => {
    const key = idempotencyKey(c);
    const body = parseWith(ConvertBodySchema, decryptedJson(c));
    return c.json(ok(await convertPoints(moneyContext(deps), c.get('session').member, body, key)));
  });
  return app;
}
