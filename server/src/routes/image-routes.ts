/**
 * Generated images under TCG_PROD_IMAGES: vendor logos, country flags and announcement banners
 * (SVG demo artwork under the contract's `.png` names, see images/demo-art.ts).
 * Images are fetched by the app from any origin (image CDNs), hence `Access-Control-Allow-Origin: *`.
 */
import { Hono, type Context } from 'hono';

import type { AppDeps } from '../app-deps.ts';
import { findAnnouncement } from '../domain/announcement-repository.ts';
import { translated } from '../domain/content/text-translations.ts';
import { platformLanguageCode } from '../domain/platform-languages.ts';
import { findVendor } from '../domain/vendor-repository.ts';
import type { AppEnv } from '../http/app-env.ts';
import { svgResponse } from '../http/svg-response.ts';
import { bannerSvg, flagSvg, vendorLogoSvg } from '../images/demo-art.ts';

// The client splits SPORTS into these lanes and may ask for their folders.
const LANE_ALIASES: Record<string, string> = { ESPORTS: 'SPORTS', COCKFIGHT: 'SPORTS' };

function notFound(c: Context<AppEnv>): Response {
  return c.text('Not found', 404, { 'Access-Control-Allow-Origin': '*' });
}

/** `/TCG_PROD_IMAGES/{CATEGORY}_LIST_VENDOR/{vendor}-WHITE.png`, `/COUNTRY_FLAG/{cc}.png`, `/BANNER/{id}.png` (`?lang=` draws the title in that language). */
export function imageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/TCG_PROD_IMAGES/:folder/:file', async (c) => {
    const { folder, file } = c.req.param();
    if (folder === 'COUNTRY_FLAG') {
      const code = /^([A-Za-z]{2})\.png$/.exec(file)?.[1];
      return code ? svgResponse(c, flagSvg(code)) : notFound(c);
    }
    if (folder === 'BANNER') {
      const id = /^(\d{1,9})\.png$/.exec(file)?.[1];
      const announcement = id ? await findAnnouncement(deps.db, Number(id)) : undefined;
      if (!announcement) return notFound(c);
      const language = platformLanguageCode(c.req.query('lang'));
      const { title } = translated(announcement, announcement.translations, language);
      return svgResponse(c, bannerSvg(title, 1200, 400));
    }
    const category = /^([A-Z]+)_LIST_VENDOR$/.exec(folder)?.[1];
    const code = /^([A-Z0-9_]{1,40})-WHITE\.png$/.exec(file)?.[1];
    if (!category || !code) return notFound(c);
    const vendor = await findVendor(deps.db, LANE_ALIASES[category] ?? category, code);
    return vendor ? svgResponse(c, vendorLogoSvg(vendor.code, vendor.category)) : notFound(c);
  });
  return app;
}
