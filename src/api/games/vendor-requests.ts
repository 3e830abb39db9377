/** Game vendors grouped in category lanes. */
import { vendorEndpoints } from '#contract/endpoints/smoke-relay-endpoints.ts';

import { apiClient } from '@/api/api-client';

/** `GET /wps/relay/GCSGAME_gameVendor` for the desktop web platform. */
export function fetchGameVendors(signal?: AbortSignal) {
  return apiClient().call(vendorEndpoints.gameVendor, { query: { platform: 'html5-desktop' }, signal });
}
