/**
 * Generated images under TCG_PROD_IMAGES: vendor logos, category pictures and announcement
 * banners (PNG or WebP pictures as the name asks, images/demo-pictures.ts) and country flags (SVG, images/demo-art.ts).
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
import { bannerPicture, categoryPicture, vendorLogo } from '../images/demo-pictures.ts';

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
  file: pictureFile(/^[A-Z0-9_]{1,40}-WHITE$/),
});

/**
 * `/TCG_PROD_IMAGES/{CATEGORY}_LIST_VENDOR/{vendor}-WHITE.webp`, `/CATEGORY/{lane}.webp`,
 * `/BANNER/{id}.webp` (a promotion's or banner's picture; `?w=`/`?h=` size the pictures; `.png`
 * for a PNG of each) and `/COUNTRY_FLAG/{cc}.png` (SVG).
 */
export function imageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/TCG_PROD_IMAGES/COUNTRY_FLAG/:file', (c) => {
    const code = routeInput(c, { params: FlagParams }).params.file;
    return code ? svgResponse(c, flagSvg(code)) : notFound(c);
  });
  app.get('/TCG_PROD_IMAGES/BANNER/:file', async (c) => {
    const { params, query } = routeInput(c, BannerInput);
    const announcement = params.file ? await findAnnouncement(deps.db, Number(params.file.name)) : undefined;
    if (!announcement || !params.file) return notFound(c);
    const { width, height } = requestedSize(query, BANNER_SIZE);
    const { format } = params.file;
    return pictureResponse(c, format, await bannerPicture(format, String(announcement.id), width, height));
  });
  app.get('/TCG_PROD_IMAGES/CATEGORY/:file', async (c) => {
    const { params, query } = routeInput(c, CategoryInput);
    if (!params.file) return notFound(c);
    const { width, height } = requestedSize(query, CATEGORY_SIZE);
    const { name, format } = params.file;
    return pictureResponse(c, format, await categoryPicture(format, name, width, height));
  });
  app.get('/TCG_PROD_IMAGES/:folder/:file', async (c) => {
    const { folder: category, file } = routeInput(c, { params: VendorLogoParams }).params;
    if (!category || !file) return notFound(c);
    const vendor = await findVendor(deps.db, LANE_ALIASES[category] ?? category, file.name.replace(/-WHITE$/, ''));
    if (!vendor) return notFound(c);
    return pictureResponse(c, file.format, await vendorLogo(file.format, vendor.code, vendor.category));
  });
  return app;
}
