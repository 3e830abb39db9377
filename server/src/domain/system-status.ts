/** The system status answer and the operator's status switch. */
import type { SystemStatus } from '#contract/system-schemas.ts';

import type { Db } from '../db/database.ts';
import { resolveCountry } from './geo.ts';
import { parseSetting, readSettings, SETTINGS, type SystemStatusSetting } from './setting-definitions.ts';
import { setSetting } from './settings-repository.ts';

export const SYSTEM_MODES = ['normal', 'maintenance', 'region-block'] as const;
export type SystemMode = (typeof SYSTEM_MODES)[number];

/** What the status answer needs to know about the request. */
export interface StatusRequest {
  ip: string;
  /** Origin used for CDN lists and default domain routes (PUBLIC_ORIGIN or the request origin). */
  origin: string;
}

const STATUS_SETTINGS = [
  SETTINGS.systemStatus,
  SETTINGS.whitelabel,
  SETTINGS.registerRules,
  SETTINGS.loginedToHomePage,
  SETTINGS.minimumAge,
  SETTINGS.resources,
  SETTINGS.customerService,
  SETTINGS.domainRoutes,
  SETTINGS.geoDefaultCountry,
] as const;

/** The configured API domains, or the request origin when none are configured. */
export function domainList(configured: readonly string[], origin: string): { domain: string; speed: number }[] {
  const domains = configured.length > 0 ? configured : [origin];
  return domains.map((domain) => ({ domain, speed: 0 }));
}

/** Builds `GET /wps/system/status` from the settings and the request's address. */
export async function buildSystemStatus(db: Db, request: StatusRequest): Promise<SystemStatus> {
  const raw = await readSettings(db, STATUS_SETTINGS);
  const status = parseSetting(SETTINGS.systemStatus, raw.get(SETTINGS.systemStatus.key));
  const location = {
    ip: request.ip,
    ...resolveCountry(request.ip, parseSetting(SETTINGS.geoDefaultCountry, raw.get(SETTINGS.geoDefaultCountry.key))),
  };
  const regionRestriction = status.regionBlock.forced || status.regionBlock.countries.includes(location.countryCode);
  return {
    maintenance: status.maintenance,
    regionRestriction,
    location,
    info: {
      customerService: parseSetting(SETTINGS.customerService, raw.get(SETTINGS.customerService.key)),
      domainRoute: {
        domainList: domainList(parseSetting(SETTINGS.domainRoutes, raw.get(SETTINGS.domainRoutes.key)), request.origin),
      },
      resources: parseSetting(SETTINGS.resources, raw.get(SETTINGS.resources.key)),
      whitelabel: parseSetting(SETTINGS.whitelabel, raw.get(SETTINGS.whitelabel.key)),
      register: parseSetting(SETTINGS.registerRules, raw.get(SETTINGS.registerRules.key)),
      mainDomain: request.origin,
      imageCDNs: [request.origin],
      launchGameCDNs: [request.origin],
      settings: {
        loginedToHomePage: parseSetting(SETTINGS.loginedToHomePage, raw.get(SETTINGS.loginedToHomePage.key)),
        minimumAge: parseSetting(SETTINGS.minimumAge, raw.get(SETTINGS.minimumAge.key)),
      },
    },
  };
}

/** Maps an operator mode to the stored setting; each mode replaces the previous one. */
export function systemModeSetting(mode: SystemMode, countries: readonly string[] = []): SystemStatusSetting {
  const codes = countries.map((code) => code.trim().toUpperCase()).filter((code) => code !== '');
  if (mode === 'maintenance') return { maintenance: true, regionBlock: { forced: false, countries: [] } };
  if (mode === 'region-block') {
    // Without a country list the block applies to every visitor.
    return { maintenance: false, regionBlock: { forced: codes.length === 0, countries: codes } };
  }
  return { maintenance: false, regionBlock: { forced: false, countries: [] } };
}

/** Switches the system mode; returns the stored setting. */
export async function setSystemMode(
  db: Db,
  mode: SystemMode,
  countries: readonly string[] = [],
): Promise<SystemStatusSetting> {
  const setting = systemModeSetting(mode, countries);
  await setSetting(db, SETTINGS.systemStatus.key, setting);
  return setting;
}
