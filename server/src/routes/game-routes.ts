/** `GET /wps/relay/GCSGAME_gameVendor`: enabled vendors in category lanes. */
import { Hono } from 'hono';

import { vendorEndpoints } from '#contract/endpoints/game-vendor-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';
import type { GameVendors, VendorCard } from '#contract/vendor-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import { readSetting, SETTINGS } from '../domain/setting-definitions.ts';
import { listVendors, VENDOR_CATEGORIES, type Vendor } from '../domain/vendor-repository.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';

function toCard(vendor: Vendor): VendorCard {
  return {
    accountTypeId: vendor.accountTypeId,
    accountTypeName: vendor.accountTypeName,
    displayName: vendor.displayName,
    vassalage: vendor.code,
    gameType: vendor.gameType,
    isHot: vendor.isHot ? 1 : 0,
    isGame: vendor.isGame,
    lagerIcon: `TCG_PROD_IMAGES/${vendor.category}_LIST_VENDOR/${vendor.code}-WHITE.webp`,
  };
}

/**
 * Lanes in the platform's order (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP); empty lanes are left
 * out. The operator's vendor sorting entries travel beside them; the client applies them.
 */
export async function buildGameVendors(deps: Pick<AppDeps, 'db'>): Promise<GameVendors> {
  const vendors = await listVendors(deps.db, { enabledOnly: true });
  const lanes = VENDOR_CATEGORIES.map((category) => ({
    title: category,
    cards: vendors.filter((vendor) => vendor.category === category).map(toCard),
    gameClassify: [],
  })).filter((lane) => lane.cards.length > 0);
  return { data: { lanes, vendorSorting: await readSetting(deps.db, SETTINGS.vendorSorting) } };
}

/** Desktop name and the mobile generation's name answer the same (contract §1.1). */
export function gameRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const row of [vendorEndpoints.gameVendor, vendorEndpoints.newGameVendor]) {
    serve(app, row, async (c) => c.json(ok(await buildGameVendors(deps))));
  }
  return app;
}
