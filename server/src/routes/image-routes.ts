/**
 * Generated images under TCG_PROD_IMAGES: vendor logos, category pictures and announcement
 * banners (PNG pictures, images/demo-pictures.ts) and country flags (SVG, images/demo-art.ts).
 * Images are fetched by the app from any origin (image CDNs), hence `Access-Control-Allow-Origin: *`.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';

import type { AppDeps } from '../app-deps.ts';
import { findAnnouncement } from '../domain/announcement-repository.ts';
import { findVendor } from '../domain/vendor-repository.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pictureFile, pictureResponse, PictureSizeQuery, requestedSize } from '../http/picture-response.ts';
import { fileName, routeInput } from '../http/route-input.ts';
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

// What each route reads, beside it: a name that names no picture reads as undefined (404).
const FlagParams = v.object({ file: fileName(/^([A-Za-z]{2})\.png$/) });
const BannerInput = { params: v.object({ file: pictureFile(/^\d{1,9}$/) }), query: PictureSizeQuery };
const CategoryInput = { params: v.object({ file: pictureFile(/^[A-Z]{2,12}$/) }), query: PictureSizeQuery };
const VendorLogoParams = v.object({
  folder: fileName(/^([A-Z]+)_LIST_VENDOR$/),
  file: fileName(/^([A-Z0-9_]{1,40})-WHITE\.(png|webp)$/),
});

/**
 * `/TCG_PROD_IMAGES/{CATEGORY}_LIST_VENDOR/{vendor}-WHITE.png`, `/CATEGORY/{lane}.png`,
 * `/BANNER/{id}.png` (a promotion's or banner's picture; `?w=`/`?h=` size the pictures) and
 * `/COUNTRY_FLAG/{cc}.png`.
 */
export function imageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/TCG_PROD_IMAGES/COUNTRY_FLAG/:file', (c) => {
    const code = routeInput(c, { params: FlagParams }).params.file;
    return code ? svgResponse(c, flagSvg(code)) : notFound(c);
  });
  app.get('/TCG_PROD_IMAGES/BANNER/:file', async (c) => {
    const { params, query } = routeInput(c, BannerInput);
    const announcement = params.file ? await findAnnouncement(deps.db, Number(params.file)) : undefined;
    if (!announcement) return notFound(c);
    const { width, height } = requestedSize(query, BANNER_SIZE);
    return pictureResponse(c, bannerPicturePng(String(announcement.id), width, height));
  });
  app.get('/TCG_PROD_IMAGES/CATEGORY/:file', (c) => {
    const { params, query } = routeInput(c, CategoryInput);
    if (!params.file) return notFound(c);
    const { width, height } = requestedSize(query, CATEGORY_SIZE);
    return pictureResponse(c, categoryPicturePng(params.file, width, height));
  });
  app.get('/TCG_PROD_IMAGES/:folder/:file', async (c) => {
    const { folder: category, file: code } = routeInput(c, { params: VendorLogoParams }).params;
    if (!category || !code) return notFound(c);
    const vendor = await findVendor(deps.db, LANE_ALIASES[category] ?? category, code);
    return vendor ? pictureResponse(c, vendorLogoPng(vendor.code, vendor.category)) : notFound(c);
  });
  return app;
}
