/**
 * Generated images under TCG_PROD_IMAGES: vendor logos, category pictures and announcement
 * banners (PNG pictures, images/demo-pictures.ts) and country flags (SVG, images/demo-art.ts).
 * Images are fetched by the app from any origin (image CDNs), hence `Access-Control-Allow-Origin: *`.
 */
import { Hono, type Context } from 'hono';

import type { AppDeps } from '../app-deps.ts';
import { findAnnouncement } from '../domain/announcement-repository.ts';
import { findVendor } from '../domain/vendor-repository.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pictureName, pictureResponse, requestedSize } from '../http/picture-response.ts';
import { svgResponse } from '../http/svg-response.ts';
import { flagSvg } from '../images/demo-art.ts';
import { bannerPicturePng, categoryPicturePng, vendorLogoPng } from '../images/demo-pictures.ts';

// The client splits SPORTS into these lanes and may ask for their folders.
const LANE_ALIASES: Record<string, string> = { ESPORTS: 'SPORTS', COCKFIGHT: 'SPORTS' };

const BANNER_SIZE = { width: 1200, height: 400 };
const CATEGORY_SIZE = { width: 240, height: 240 };

function notFound(c: Context<AppEnv>): Response {
  return c.text('Not found', 404, { 'Access-Control-Allow-Origin': '*' });
}

/**
 * `/TCG_PROD_IMAGES/{CATEGORY}_LIST_VENDOR/{vendor}-WHITE.png`, `/CATEGORY/{lane}.png`,
 * `/BANNER/{id}.png` (a promotion's or banner's picture; `?w=`/`?h=` size the pictures) and
 * `/COUNTRY_FLAG/{cc}.png`.
 */
export function imageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/TCG_PROD_IMAGES/:folder/:file', async (c) => {
    const { folder, file } = c.req.param();
    if (folder === 'COUNTRY_FLAG') {
      const code = /^([A-Za-z]{2})\.png$/.exec(file)?.[1];
      return code ? svgResponse(c, flagSvg(code)) : notFound(c);
    }
    if (folder === 'BANNER') {
      const id = pictureName(file, /^\d{1,9}$/);
      const announcement = id ? await findAnnouncement(deps.db, Number(id)) : undefined;
      if (!announcement) return notFound(c);
      const { width, height } = requestedSize(c, BANNER_SIZE);
      return pictureResponse(c, bannerPicturePng(String(announcement.id), width, height));
    }
    if (folder === 'CATEGORY') {
      const lane = pictureName(file, /^[A-Z]{2,12}$/);
      if (!lane) return notFound(c);
      const { width, height } = requestedSize(c, CATEGORY_SIZE);
      return pictureResponse(c, categoryPicturePng(lane, width, height));
    }
    const category = /^([A-Z]+)_LIST_VENDOR$/.exec(folder)?.[1];
    const code = /^([A-Z0-9_]{1,40})-WHITE\.(png|webp)$/.exec(file)?.[1];
    if (!category || !code) return notFound(c);
    const vendor = await findVendor(deps.db, LANE_ALIASES[category] ?? category, code);
    return vendor ? pictureResponse(c, vendorLogoPng(vendor.code, vendor.category)) : notFound(c);
  });
  return app;
}
