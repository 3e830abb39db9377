/**
 * Cache-Control per file. Files that name other files (the HTML shell, the service worker and
 * its registration, the runtime config, the manifest) must be revalidated on every load, or a
 * deploy would never reach installed PWAs; Vite's hashed assets never change.
 */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'config.json', 'manifest.webmanifest', 'registerSW.js']);

/** Cache-Control for a request path inside dist/. */
export function cacheControlFor(requestPath: string): string {
  const name = requestPath.split('/').at(-1) ?? '';
  if (ALWAYS_REVALIDATE.has(name) || /^workbox-[\w-]+\.js$/.test(name)) return 'no-cache';
  if (requestPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
