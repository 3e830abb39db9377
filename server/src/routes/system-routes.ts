/** `/wps/system/*`: status, whitelabel tree, register rules, domain routes, help centre. */
import { Hono } from 'hono';

import { systemEndpoints } from '#contract/endpoints/system-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import { listHelpCenter } from '../domain/help-repository.ts';
import { readSetting, SETTINGS } from '../domain/setting-definitions.ts';
import { buildSystemStatus, domainList } from '../domain/system-status.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { failResponse } from '../http/envelope-response.ts';
import { clientIp, publicOrigin } from '../http/request-info.ts';

/** The system/configuration endpoints of contract §4. */
export function systemRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, systemEndpoints.status, async (c) => {
    const status = await buildSystemStatus(deps.db, {
      ip: clientIp(c, deps.config),
      origin: publicOrigin(c, deps.config),
    });
    // Maintenance and region block must take effect at once, so never cache the status.
    c.header('Cache-Control', 'no-store');
    return c.json(ok(status));
  });

  serve(app, systemEndpoints.whitelabel, async (c) => c.json(ok(await readSetting(deps.db, SETTINGS.whitelabel))));

  serve(app, systemEndpoints.registerRules, async (c) =>
    c.json(ok(await readSetting(deps.db, SETTINGS.registerRules))),
  );

  serve(app, systemEndpoints.domainRoute, async (c, { device }) => {
    // The upstream answers 400 request_param_err without a device (contract §2.1).
    if (!device) return failResponse(c, 400, 'request_param_err', 'device is required');
    const configured = await readSetting(deps.db, SETTINGS.domainRoutes);
    return c.json(ok({ domainList: domainList(configured, publicOrigin(c, deps.config)) }));
  });

  // In the caller's language (`language` query or the Language header), English when none exists.
  serve(app, systemEndpoints.helpCenter, async (c, { language }) =>
    c.json(ok(await listHelpCenter(deps.db, language || c.req.header('Language') || undefined))),
  );

  return app;
}
