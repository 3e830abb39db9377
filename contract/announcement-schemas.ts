/** `GET /wps/relay/MCSFE_getListAnnouncements`: banners, player notices, popups, promotions. */
import * as v from 'valibot';

import { LooseBooleanSchema, LooseNumberSchema, LooseStringSchema, optionalOr, tolerantArray } from './tolerant.ts';

const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** A date as epoch ms, or as a date string some platforms send. */
const LooseEpochSchema = v.union([
  LooseNumberSchema,
  v.pipe(
    v.string(),
    v.transform((text) => Date.parse(text)),
    v.finite(),
  ),
]);

/**
 * One announcement. Required: `id` (dismissal and keys) and something to show (`title` or
 * `content`, checked below). The list it arrives in gives its type when it carries none.
 */
/* @__NO_SIDE_EFFECTS__ */
function announcementSchema(listType: AnnouncementType) {
  return v.pipe(
    v.object({
      id: LooseNumberSchema,
      title: optionalOr(LooseStringSchema, ''),
      /** Server-provided HTML: always passed through the sanitiser before display. */
      content: optionalOr(LooseStringSchema, ''),
      type: optionalOr(v.picklist(ANNOUNCEMENT_TYPES), listType),
      /** Epoch milliseconds. */
      startDate: optionalOr(LooseEpochSchema, 0),
      endDate: optionalOr(LooseEpochSchema, null),
      noExpiry: optionalOr(LooseBooleanSchema, true),
      sequence: optionalOr(LooseNumberSchema, 0),
      announcementImages: tolerantArray(v.object({ sequence: optionalOr(LooseNumberSchema, 0), url: v.string() })),
      /**
       * Our extension: false when the picture carries no words of its own (the reference platform's
       * drawn art), so the client writes the title over it in HTML. A real operator's banner usually
       * has its text in the image: absent means true, and the title is the picture's alt text only.
       */
      imageHasText: optionalOr(LooseBooleanSchema, true),
    }),
    v.check((item) => item.title !== '' || item.content !== '' || item.announcementImages.length > 0),
  );
}
export const AnnouncementSchema = announcementSchema('PL');
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

/** `value: {banners[], player[], popup[], promotion[]}` (contract §4.4); `headline` is our own. */
export const AnnouncementListsSchema = v.object({
  banners: tolerantArray(announcementSchema('B')),
  player: tolerantArray(announcementSchema('PL')),
  popup: tolerantArray(announcementSchema('PU')),
  promotion: tolerantArray(announcementSchema('PR')),
  headline: tolerantArray(announcementSchema('H')),
});
export type AnnouncementLists = v.InferOutput<typeof AnnouncementListsSchema>;
