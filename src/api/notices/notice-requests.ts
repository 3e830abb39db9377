/** Announcements: banners, player notices, popups, promotions and headlines. */
import { announcementEndpoints } from '#contract/endpoints/smoke-relay-endpoints.ts';

import { apiClient } from '@/api/api-client';

export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

/** `GET /wps/relay/MCSFE_getListAnnouncements` with the spec's defaults. */
export function fetchAnnouncements(signal?: AbortSignal) {
  return apiClient().call(announcementEndpoints.list, {
    query: { types: ANNOUNCEMENT_TYPES, platform: 'W', execution: 'B' },
    signal,
  });
}
