/** System calls: status (gate, CDNs, resources), whitelabel flags, register rules, domain routes. */
import { systemEndpoints } from '#contract/endpoints/system-endpoints.ts';

import { apiClient } from '@/api/api-client';

/** `GET /wps/system/status`, telling the platform which host the visitor used. */
export function fetchSystemStatus(signal?: AbortSignal) {
  return apiClient().call(systemEndpoints.status, {
    query: { url: window.location.host },
    headers: { 'Cache-Control': 'no-cache' },
    signal,
  });
}

/** `GET /wps/system/whitelabel`: the module permission tree. */
export function fetchWhitelabel(signal?: AbortSignal) {
  return apiClient().call(systemEndpoints.whitelabel, { signal });
}

/** `GET /wps/system/setting/register`: the register field rules. */
export function fetchRegisterRules(signal?: AbortSignal) {
  return apiClient().call(systemEndpoints.registerRules, { signal });
}

/** `GET /wps/system/domainRoute`: alternative API origins. */
export function fetchDomainRoutes(signal?: AbortSignal) {
  return apiClient().call(systemEndpoints.domainRoute, { query: { device: 'WEB' }, signal });
}

/** `GET /wps/system/helpCenter`: help sections and articles. */
export function fetchHelpCenter(signal?: AbortSignal) {
  return apiClient().call(systemEndpoints.helpCenter, { signal });
}
