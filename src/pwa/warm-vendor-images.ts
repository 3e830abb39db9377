/**
 * Puts the vendor logos into the service worker's `vendor-images` cache while the browser is idle,
 * so the nav dropdowns and the partner strip still show them after an offline cold start.
 */

const CACHE_NAME = 'vendor-images';

/**
 * Resolves once a service worker is active for this page's scope; never without one. Only the
 * service worker reads the cache (an offline start is served by it), so without one the fifty-odd
 * fetches would be paid for nothing: about a CPU-second per page on a slow phone, measured as 0.8
 * CPU-s of the browser and 0.3 of the platform per open home page (2026-11-27).
 */
function activeServiceWorker(): Promise<unknown> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  return container ? container.ready : new Promise<never>(() => undefined);
}

/** Fetches and caches any of these image URLs that are not cached yet. */
export async function warmVendorImages(urls: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  await activeServiceWorker();
  const cache = await caches.open(CACHE_NAME);
  for (const url of new Set(urls)) {
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
      if (response.ok) await cache.put(url, response);
    } catch {
      // A logo that cannot be fetched now is fetched again on the next visit.
    }
  }
}
