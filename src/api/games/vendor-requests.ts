/** Game vendors grouped in category lanes. */
import { apiClient } from '@/api/api-client';
import { GameVendorsSchema } from '#contract/vendor-schemas.ts';

/** `GET /wps/relay/GCSGAME_gameVendor` for the desktop web platform. */
export function fetchGameVendors(signal?: AbortSignal) {
  return apiClient().request({
    path: '/wps/relay/GCSGAME_gameVendor',
    query: { platform: 'html5-desktop' },
    schema: GameVendorsSchema,
    signal,
  });
}
