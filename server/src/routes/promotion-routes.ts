/**
 * Promotions (docs/contract.md §13): the public list, the member's standing, applying with a
 * comment and images (type and size checked here too), joining, and the bonus claim (a money
 * call: Idempotency-Key, refused for trial members).
 */
import { Hono } from 'hono';

import { promotionEndpoints } from '#contract/endpoints/promotion-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { requestLanguage } from '../domain/content/text-translations.ts';
import {
  applyToPromotion,
  claimPromotion,
  joinPromotion,
  listPromotions,
  memberClaims,
} from '../domain/promotions/promotions.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { idempotencyKey, limitBody, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

// Three 5 MB images as Base64 (4/3) plus the comment and JSON.
const APPLY_BODY_BYTES = 21 * 1024 * 1024;

export function promotionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of [
    'MCS2_getPromotionClaimList',
    'MCSFE_applyPromotion',
    'MCSFE_joinPromotion',
    'MCSFE_claimIssuedPromotion',
  ]) {
    app.use(`/wps/relay/${path}`, noStore());
  }
  const session = requireMoneySession(deps);
  const now = clock(deps);

  serve(app, promotionEndpoints.list, async (c, query) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Language');
    return c.json(ok({ list: await listPromotions(deps.db, now(), requestLanguage(c, query)) }));
  });
  serve(app, promotionEndpoints.claims, session, async (c) =>
    c.json(ok({ list: await memberClaims(deps.db, c.get('session').member.id) })),
  );

  serve(app, promotionEndpoints.apply, session, limitBody(APPLY_BODY_BYTES), async (c, body) => {
    return c.json(ok(await applyToPromotion(moneyContext(deps), c.get('session').member, body)));
  });
  serve(app, promotionEndpoints.join, session, async (c, { promotionId }) => {
    return c.json(ok(await joinPromotion(moneyContext(deps), c.get('session').member, promotionId)));
  });
  serve(app, promotionEndpoints.claim, session, async (c, { promotionId }) => {
    const key = idempotencyKey(c);
    return c.json(ok(await claimPromotion(moneyContext(deps), c.get('session').member, promotionId, key)));
  });
  return app;
}
