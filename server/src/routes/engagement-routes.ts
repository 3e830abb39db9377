/** VIP levels and progress, the winner board and red envelopes (docs/contract.md §13). */
import { Hono } from 'hono';

import { engagementEndpoints } from '#contract/endpoints/engagement-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { requestLanguage } from '../domain/content/text-translations.ts';
import { claimMission, missionLeaderboard, missionList } from '../domain/engagement/missions.ts';
import { openRedEnvelope, redEnvelopeStatus } from '../domain/engagement/red-envelopes.ts';
import { rankProgress, vipLevels } from '../domain/engagement/vip.ts';
import { winnerBoard } from '../domain/engagement/winner-board.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { FEATURE_SWITCHES, requireSwitch } from '../http/feature-switch.ts';
import { idempotencyKey, moneyContext, requireMoneySession } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';

export function engagementRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of [
    'MCSFE_getMissionList',
    'MCSFE_claimMission',
    'MCSFE_getPlayerRankProgress',
    'MCSFE_getRafflePromotionStatus',
    'MCSFE_claimRafflePromotion',
    'MCS2_claimRafflePromotion',
  ])
    app.use(`/wps/relay/${path}`, noStore());
  const session = requireMoneySession(deps);
  const now = clock(deps);

  serve(app, engagementEndpoints.vipLevels, (c) => Promise.resolve(c.json(ok({ levels: vipLevels() }))));
  serve(app, engagementEndpoints.rankProgress, session, async (c) =>
    c.json(ok(await rankProgress(deps.db, c.get('session').member.id))),
  );
  serve(app, engagementEndpoints.winnerBoard, async (c, query) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(ok(await winnerBoard(deps.db, now(), { category: query.gameCategory, limit: query.limitNum ?? 20 })));
  });
  serve(app, engagementEndpoints.redEnvelope, session, async (c, query) =>
    c.json(ok(await redEnvelopeStatus(deps.db, c.get('session').member.id, now(), requestLanguage(c, query)))),
  );
  // Spec §7 names MCS2_; the contract lists MCSFE_: both open the same envelope.
  for (const row of [engagementEndpoints.openRedEnvelope, engagementEndpoints.openRedEnvelopeMcsfe]) {
    serve(app, row, session, async (c, { id }) => {
      const key = idempotencyKey(c);
      return c.json(ok(await openRedEnvelope(moneyContext(deps), c.get('session').member, id, key)));
    });
  }
  const missionsOn = requireSwitch(deps, FEATURE_SWITCHES.missions);
  serve(app, engagementEndpoints.missions, missionsOn, session, async (c) =>
    c.json(ok(await missionList(deps.db, c.get('session').member.id, now()))),
  );
  serve(app, engagementEndpoints.missionLeaderboard, missionsOn, async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(ok(await missionLeaderboard(deps.db, now())));
  });
  serve(app, engagementEndpoints.claimMission, missionsOn, session, async (c, { code }) => {
    const key = idempotencyKey(c);
    return c.json(ok(await claimMission(moneyContext(deps), c.get('session').member, code, key)));
  });
  return app;
}
