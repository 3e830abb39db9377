/** Game vendors grouped in category lanes. */
import { apiClient } from '@/api/api-client';
import { vendorEndpoints } from '#contract/endpoints/smoke-relay-endpoints.ts';

/** `GET /wps/relay/GCSGAME_gameVendor` for the desktop web platform. */
export function fetchGameVendors(signal?: AbortSignal) {
  return apiClient().call(vendorEndpoints.gameVendor, { query: { platform: 'html5-desktop' }, signal });
}
