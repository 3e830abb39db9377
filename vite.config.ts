import { fileURLToPath } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { linguiMacroBabel } from './lingui-babel.config.ts';
import { compressAssets } from './scripts/compress-assets.ts';
import { pwaOptions } from './scripts/pwa-options.ts';
import { serverOnlyRequests } from './scripts/server-only-requests.ts';

/** Routes whose loader a first visit runs (home and its aliases, the game lobbies). */
const FIRST_SCREEN_ROUTES =
  /^\/_site\/(|index|home|index\.html|register|register\.html|rng|live|sports|fish|pvp|esports|cockFight)$/;

// Plugin order matters: the router generator first, then React, the Lingui macro (Babel), the
// catalog compiler, the PWA plugin, which needs the final bundle to build its precache, and last
// the compressor, which writes .br/.gz copies of everything, the service worker included.
// Chunks whose names tests and tools look for (tests/e2e/largest-paint.spec.ts, chunk-failure.spec.ts).
const NAMED_CHUNKS = new Set([
  'home-page',
  'lobby-page',
  'help-page',
  'help',
  'download-page',
  'download',
  'deposit-page',
]);

export default defineConfig({
  define: { __APP_BUILD_ID__: JSON.stringify(new Date().toISOString()) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    // The query and path schemas of the endpoint rows are the platform's: only their types reach the app.
    serverOnlyRequests(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // The site layout (header, nav, footer frame) is on the first screen of nearly every page: it
      // stays in the entry instead of a dozen small chunks that a phone's six HTTP/1.1 connections
      // fetched in rounds, ahead of the first screen's data (largest paint, issue 14).
      // A route's loader stays in the entry only on the pages a first visit opens (home, the lobbies:
      // their lists and pictures start with boot); every other loader is a chunk of its own, loaded
      // beside the page's code, so the query factories and schemas it names stay out of the entry.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }: { routeId: string }) =>
          routeId === '/_site'
            ? [['loader']]
            : FIRST_SCREEN_ROUTES.test(routeId)
              ? undefined
              : [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    linguiMacroBabel(),
    lingui(),
    VitePWA(pwaOptions),
    compressAssets(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before the first paint anyway: one
        // chunk instead of the eleven small shared ones rolldown would split it into, so a phone
        // on HTTP/1.1 (6 connections per origin) does not queue them behind each other (issue 14).
        codeSplitting: {
          groups: [
            { name: 'app-start', tags: ['$initial'], priority: 2 },
            // What the account forms share with the lobbies and the money pages (mutations, dialog, tabs,
            // the form error, the balance query): its own chunk, so a lobby does not load the account
            // forms' chunk for them (lobby 3.3 → 3.0 s LCP against the account forms' group alone).
            {
              name: 'shared-parts',
              test: /\/node_modules\/@tanstack\/(query-core\/build\/modern\/mutationObserver|react-query\/build\/modern\/useMutation)\.js$|\/src\/api\/(write-mutation|api-error-messages|wallet\/wallet-queries)\.ts$|\/src\/ui\/(dialog|form-error|tabs)\.tsx$/,
              priority: 1.5,
            },
            // The account forms and the form layer: one chunk (25 KB gzip) instead of the 36 small
            // shared chunks of 0.1–3 KB the login page waited on, six at a time on HTTP/1.1 (its
            // largest paint came after all of them: Lighthouse login 91 → 96, LCP 3.3 → 2.6 s). Home's
            // first screen uses none of it. The Firebase client stays a lazy chunk of its own (the
            // service worker leaves it out of the precache). Wider groups were measured and hurt home
            // (docs/performance.md, ninth round).
            // The badge is home's as much as the lobbies': alone, so home never loads the lobby's parts.
            { name: 'badge', test: /\/src\/ui\/badge\.tsx$/, priority: 1.7 },
            // A lobby's first row (card, grid, lazy image, list states, balance): one chunk beside the
            // lobby's page instead of four (lobby 92 → 94, LCP 3.0 → 2.9 s).
            {
              name: 'lobby-parts',
              test: /\/src\/features\/games\/lobby\/(game-card|game-grid|jackpot-ticker)\.tsx$|\/src\/ui\/(lazy-image|query-state)\.tsx$|\/src\/hooks\/use-balance\.ts$/,
              priority: 1.2,
            },
            {
              name: 'auth-forms',
              test: (id) => /\/src\/(features\/auth|ui\/form)\//.test(id) && !id.endsWith('/firebase-client.ts'),
              priority: 1,
            },
          ],
        },
        // Locale catalogs get a recognisable name so the service worker can keep all but the
        // default out of the precache (they are runtime-cached on first use instead).
        // Other chunks are named by their hash alone: the entry lists every lazy chunk's file (and
        // its CSS) for preloading, and the names cost 0.9 KB gzip of first-visit JavaScript. The first
        // pages' own chunks keep their names (the largest-paint test holds them back by name).
        chunkFileNames: (chunk) => {
          const match = /\/src\/locales\/([^/]+)\/messages\.po/.exec(chunk.facadeModuleId ?? '');
          if (match) return `assets/locale-${match[1]}-[hash].js`;
          // The Firebase SDK (social sign-in, 110 KB) is named so the service worker can leave it out
          // of the precache: it is fetched when a player chooses a social sign-in, which needs the
          // network anyway, and cached then.
          if (chunk.moduleIds.some((id) => /\/node_modules\/@?firebase\//.test(id))) return 'assets/firebase-[hash].js';
          // The QR encoder (23 KB) the same way: its codes (app download, referral link, authenticator
          // key) are for another device's camera or a setup that needs the network; cached on first use.
          if (chunk.moduleIds.some((id) => /\/node_modules\/qrcode\//.test(id))) return 'assets/qrcode-[hash].js';
          return NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
        },
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/lotto/lgw': 'http://localhost:8080',
      '/TCG_PROD_IMAGES': 'http://localhost:8080',
    },
  },
});
