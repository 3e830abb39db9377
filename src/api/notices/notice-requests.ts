/** Announcements: banners, player notices, popups, promotions and headlines. */
import { apiClient } from '@/api/api-client';
import { AnnouncementListsSchema } from '#contract/announcement-schemas.ts';

export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

/** `GET /wps/relay/MCSFE_getListAnnouncements` with the spec's defaults. */
export function fetchAnnouncements(signal?: AbortSignal) {
  return apiClient().request({
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: { types: ANNOUNCEMENT_TYPES, platform: 'W', execution: 'B' },
    schema: AnnouncementListsSchema,
    signal,
  });
}
