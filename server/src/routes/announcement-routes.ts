/** `GET /wps/relay/MCSFE_getListAnnouncements`: the running announcements grouped by type. */
import { Hono } from 'hono';

import type { Announcement, AnnouncementLists } from '#contract/announcement-schemas.ts';
import { announcementEndpoints } from '#contract/endpoints/announcement-endpoints.ts';
import { ok } from '#contract/envelope-schemas.ts';

import type { AppDeps } from '../app-deps.ts';
import {
  ANNOUNCEMENT_TYPES,
  isAnnouncementType,
  listCurrentAnnouncements,
  type AnnouncementType,
  type StoredAnnouncement,
} from '../domain/announcement-repository.ts';
import { requestLanguage, translated } from '../domain/content/text-translations.ts';
import type { PlatformLanguageCode } from '../domain/platform-languages.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { publicOrigin } from '../http/request-info.ts';

const LIST_OF: Record<AnnouncementType, keyof AnnouncementLists> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'headline',
};
// Banners and promotions without an uploaded image get a generated one of their title.
const GENERATED_IMAGE_TYPES = new Set<AnnouncementType>(['B', 'PR']);

/** `types=B,PL` → the known codes; absent or empty → every type. */
export function parseTypes(value: string | undefined): AnnouncementType[] {
  const codes = (value ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(isAnnouncementType);
  return codes.length > 0 ? [...new Set(codes)] : [...ANNOUNCEMENT_TYPES];
}

/**
 * Wire shape of one announcement in `language` (its translation where it has one, else the
 * original); image URLs are absolute on the image origin.
 */
export function toWire(item: StoredAnnouncement, imageOrigin: string, language?: PlatformLanguageCode): Announcement {
  const { title, content } = translated(item, item.translations, language);
  const isDrawn = item.images.length === 0 && GENERATED_IMAGE_TYPES.has(item.type);
  const images = isDrawn ? [{ sequence: 1, url: `/TCG_PROD_IMAGES/BANNER/${item.id}.webp` }] : item.images;
  return {
    id: item.id,
    title,
    content,
    type: item.type,
    startDate: item.startAt.getTime(),
    endDate: item.endAt?.getTime() ?? null,
    noExpiry: item.endAt === null,
    sequence: item.sequence,
    announcementImages: images.map((image) => ({
      sequence: image.sequence,
      url: /^https?:\/\//.test(image.url) ? image.url : `${imageOrigin}/${image.url.replace(/^\/+/, '')}`,
    })),
    // The drawn art has no words: the client writes the title (in the player's language) over it.
    imageHasText: !isDrawn,
  };
}

/** The announcement relay (types, platform and execution are accepted; only types filters). */
export function announcementRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  serve(app, announcementEndpoints.list, async (c, query) => {
    const now = deps.now?.() ?? new Date();
    const items = await listCurrentAnnouncements(deps.db, parseTypes(query.types), now);
    const origin = publicOrigin(c, deps.config);
    const lists: AnnouncementLists = { banners: [], player: [], popup: [], promotion: [], headline: [] };
    const language = requestLanguage(c, query);
    for (const item of items) lists[LIST_OF[item.type]].push(toWire(item, origin, language));
    return c.json(ok(lists));
  });
  return app;
}
