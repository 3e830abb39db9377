/** `GET /wps/relay/MCSFE_getListAnnouncements`: banners, player notices, popups, promotions. */
import * as v from 'valibot';

export const AnnouncementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Server-provided HTML: always passed through the sanitiser before display. */
  content: v.string(),
  type: v.picklist(['B', 'PL', 'PU', 'PR', 'H']),
  /** Epoch milliseconds. */
  startDate: v.number(),
  endDate: v.nullable(v.number()),
  noExpiry: v.boolean(),
  sequence: v.number(),
  announcementImages: v.array(v.object({ sequence: v.number(), url: v.string() })),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

export const AnnouncementListsSchema = v.object({
  banners: v.array(AnnouncementSchema),
  player: v.array(AnnouncementSchema),
  popup: v.array(AnnouncementSchema),
  promotion: v.array(AnnouncementSchema),
  headline: v.array(AnnouncementSchema),
});
export type AnnouncementLists = v.InferOutput<typeof AnnouncementListsSchema>;
