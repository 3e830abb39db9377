/**
 * Announcements (contract §4.5): the home's notices and popups.
 */
import * as v from 'valibot';

import { AnnouncementListsSchema } from '../announcement-schemas.ts';
import { endpoint } from '../endpoint.ts';
import { LanguageQuery } from '../request-schemas.ts';

export const announcementEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    token: 'optional',
    request: v.object({
      types: v.optional(v.string()),
      platform: v.optional(v.string()),
      execution: v.optional(v.string()),
      ...LanguageQuery,
    }),
    response: AnnouncementListsSchema,
  }),
};
