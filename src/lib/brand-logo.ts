/**
 * The operator's brand logo (`config.json` `brand.logo`) is an asset of the app, not of the image
 * CDN: a relative path loads from the app's own origin (the CDN may not serve it, and a
 * cross-origin fetch without CORS there fails). An absolute URL must pass the URL
 * allow-list: the app's origin or an image CDN, the same sources the CSP's `img-src` allows.
 */
import { safeUrl } from './safe-url';

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/iu;

/**
 * The logo's URL, or null when an absolute address is not on the allow-list. A relative path comes
 * back root-relative (`brand/logo.svg` → `/brand/logo.svg`), which a browser loads from the page's
 * own origin whatever the route.
 */
export function brandLogoUrl(
  logo: string,
  imageCdns: readonly string[],
  origin: string = globalThis.location?.origin ?? '',
): string | null {
  const raw = logo.trim();
  if (!raw || !origin) return null;
  if (ABSOLUTE.test(raw)) return safeUrl(raw, [origin, ...imageCdns], origin);
  try {
    const url = new URL(raw.replace(/^\.?\/*/u, '/'), origin);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
