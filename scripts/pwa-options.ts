/**
 * vite-plugin-pwa options, kept apart from vite.config.ts because they hold the offline policy:
 * what is precached, what is cached at run time, and what must never be answered by the worker.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Paths the service worker must never answer from a cache or the navigation fallback. */
// /games/ holds the platform-served game pages framed by /game and /lottery: never the app shell.
export const NETWORK_ONLY_PREFIXES = [
  /^\/wps\//,
  /^\/lgw\//,
  /^\/lotto\/lgw\//,
  /^\/admin\//,
  /^\/TCG_PROD_IMAGES\//,
  /^\/games\//,
];

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png', 'robots.txt'],
  // Brand-neutral manifest: operators rebrand by editing dist/manifest.webmanifest with config.json.
  manifest: {
    id: '/',
    name: 'Tala',
    short_name: 'Tala',
    description: 'Lottery, live casino, slots, sports and more.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0f1720',
    theme_color: '#0b7a53',
    icons: [
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2}'],
    // config.json is operator-edited after the build, so it is fetched network-first instead;
    // non-default locale catalogs are cached on first use.
    // The Firebase SDK is only for social sign-in, which needs the network, and the QR encoder draws
    // codes another device scans: both cached on first use.
    globIgnores: ['**/config.json', '**/assets/locale-!(tl)-*.js', '**/assets/firebase-*.js', '**/assets/qrcode-*.js'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: NETWORK_ONLY_PREFIXES,
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'runtime-config', networkTimeoutSeconds: 4 },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/(locale|firebase|qrcode)-/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'locales', expiration: { maxEntries: 20 } },
      },
      {
        // Vendor logos and flags live on the image CDNs the platform names; any origin.
        urlPattern: ({ url }) => url.pathname.includes('/TCG_PROD_IMAGES/') && !url.pathname.includes('/BANNER/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'vendor-images',
          expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.includes('/TCG_PROD_IMAGES/BANNER/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'banner-images',
          expiration: { maxEntries: 60 },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
  devOptions: { enabled: process.env.PWA_DEV === 'true' },
};
