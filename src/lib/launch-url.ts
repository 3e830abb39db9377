/**
 * Which launch address goes into the game frame, and with which sandbox. The platform answers a
 * launch with one or two entry points (`game_url`, `game_url2`), usually on the game vendor's own
 * servers, which no CDN list names: any `https` address from the platform may be framed (the
 * platform is the operator's own), unless the operator narrowed it with `gameOrigins` in
 * config.json. Addresses on the platform's launch CDNs (status `launchGameCDNs`) always pass and are
 * preferred, on the CDN picked at random once per page load. Everything goes through the one URL
 * check (`safeUrl`): other schemes and credentials never pass.
 */
import { pickCdn } from './pick-cdn';
import { safeUrl } from './safe-url';

export interface LaunchUrls {
  game_url: string;
  game_url2?: string;
}

export interface LaunchOriginRules {
  /** The platform's launch CDNs (status `launchGameCDNs`, else config.json `launchCdns`). */
  launchCdns: readonly string[];
  /** The operator's allow-list (config.json `gameOrigins`); empty: any secure address. */
  operatorOrigins: readonly string[];
}

/** The sandbox of every game frame: scripts, forms and popups. */
export const GAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The URL to frame, or null when no offered address may be framed. */
export function chooseLaunchUrl(
  content: LaunchUrls,
  rules: LaunchOriginRules,
  base: string = globalThis.location?.origin ?? '',
  random?: () => number,
): string | null {
  const cdnOrigins = origins(rules.launchCdns, base);
  const operatorOrigins = origins(rules.operatorOrigins, base);
  const candidates = [content.game_url, content.game_url2]
    .map((raw) => safeUrl(raw, undefined, base || undefined))
    .filter((url): url is string => url !== null)
    .filter((url) => {
      const { origin } = new URL(url);
      if (cdnOrigins.includes(origin)) return true;
      if (operatorOrigins.length > 0) return operatorOrigins.includes(origin);
      return isSecure(url, base);
    });
  if (candidates.length === 0) return null;
  const preferred = rules.launchCdns.length > 0 ? originOf(pickCdn(rules.launchCdns, '', random), base) : null;
  return candidates.find((url) => new URL(url).origin === preferred) ?? candidates[0] ?? null;
}

/**
 * The frame's sandbox for an address. A vendor's game on its own origin keeps that origin
 * (`allow-same-origin`): it needs its own storage and cookies, and as another origin it still
 * cannot reach the app. A page on the app's own origin stays in an opaque origin, since scripts
 * plus same-origin there could lift its own sandbox.
 */
export function frameSandbox(url: string, appOrigin: string = globalThis.location?.origin ?? ''): string {
  const origin = originOf(url, appOrigin);
  if (origin === null || origin === originOf(appOrigin, appOrigin)) return GAME_SANDBOX;
  return `${GAME_SANDBOX} allow-same-origin`;
}

/** `https`, the app's own origin, or a loopback host (a secure context by the browser's own rule). */
function isSecure(url: string, base: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return true;
  if (parsed.origin === originOf(base, base)) return true;
  return /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/.test(parsed.hostname);
}

function origins(list: readonly string[], base: string): string[] {
  return list.map((entry) => originOf(entry, base)).filter((origin): origin is string => origin !== null);
}

function originOf(value: string, base: string): string | null {
  try {
    return new URL(value, base || undefined).origin;
  } catch {
    return null;
  }
}
