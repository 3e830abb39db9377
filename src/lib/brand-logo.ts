/**
 * The operator's brand logo (`config.json` `brand.logo`) is an asset of the app, not of the image
 * CDN: a relative path loads from the app's own origin (the CDN may not serve it, and a
 * cross-origin fetch without CORS there fails, issue 30). An absolute URL must pass the URL
 * allow-list: the app's origin or an image CDN, the same sources the CSP's `img-src` allows.
 */
import { safeUrl } from './safe-url';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/iu;

/** The logo's URL, or null when an absolute address is not on the allow-list. */
export function brandLogoUrl(
  logo: string,
  imageCdns: readonly string[],
  origin: string = globalThis.location?.origin ?? '',
): string | null {
  const raw = logo.trim();
  if (!raw || !origin) return null;
  if (ABSOLUTE.test(raw)) return safeUrl(raw, [origin, ...imageCdns], origin);
  try {
    return new URL(raw.replace(/^\.?\/*/u, '/'), origin).href;
  } catch {
    return null;
  }
}
