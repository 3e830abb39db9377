/**
 * The one allow-list check for every server-provided URL (game launch, payment, links, images).
 * Only http(s) URLs pass, and when an allow-list of origins is given, only those origins.
 */

/** Returns the normalised URL when it may be used, otherwise null. */
export function safeUrl(
  raw: string | null | undefined,
  allowedOrigins?: readonly string[],
  base = globalThis.location?.origin,
): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (allowedOrigins) {
    const origins = allowedOrigins.map((o) => {
      try {
        return new URL(o, base).origin;
      } catch {
        return null;
      }
    });
    if (!origins.includes(url.origin)) return null;
  }
  return url.href;
}
