/** System calls: status (gate, CDNs, resources), whitelabel flags, register rules, domain routes. */
import { apiClient } from '@/api/api-client';
import {
  DomainRoutesSchema,
  HelpCenterSchema,
  RegisterRulesSchema,
  SystemStatusSchema,
  WhitelabelNodeSchema,
} from '#contract/system-schemas.ts';

/** `GET /wps/system/status`, telling the platform which host the visitor used. */
export function fetchSystemStatus(signal?: AbortSignal) {
  return apiClient().request({
    path: '/wps/system/status',
    query: { url: window.location.host },
    headers: { 'Cache-Control': 'no-cache' },
    schema: SystemStatusSchema,
    signal,
  });
}

/** `GET /wps/system/whitelabel`: the module permission tree. */
export function fetchWhitelabel(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/system/whitelabel', schema: WhitelabelNodeSchema, signal });
}

/** `GET /wps/system/setting/register`: the register field rules. */
export function fetchRegisterRules(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/system/setting/register', schema: RegisterRulesSchema, signal });
}

/** `GET /wps/system/domainRoute`: alternative API origins. */
export function fetchDomainRoutes(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/system/domainRoute', query: { device: 'WEB' }, schema: DomainRoutesSchema, signal });
}

/** `GET /wps/system/helpCenter`: help sections and articles. */
export function fetchHelpCenter(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/system/helpCenter', schema: HelpCenterSchema, signal });
}
