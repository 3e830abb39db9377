/**
 * Start-up in order: runtime config → API client → persisted queries (so an offline start has
 * data) → language and the first page (`router.load()`: the root reads the platform status, the
 * route's loaders start its data and image preloads) side by side. Each step is awaited because
 * the next one depends on it.
 */
import { configureApiClient, domainRouter } from '@/api/api-client';
import { createQueryClient } from '@/api/query-client';
import { persistQueries, restorePersistedQueries } from '@/api/query-persistence';
import { readPlatformStatus } from '@/api/system/platform-status';
import { systemQueries } from '@/api/system/system-queries';
import { activateLocale } from '@/i18n/activate-locale';
import { resolveStartLanguage } from '@/i18n/supported-locales';
import { retryFailedParts } from '@/lib/part-retry';
import { installPreloadRecovery } from '@/lib/preload-recovery';
import { whenIdle } from '@/lib/when-idle';
import { preferencesState, setLanguagePreference, storedLanguage } from '@/stores/preferences-store';
import { setRuntimeConfig } from '@/stores/runtime-config-store';

import { applyBrand, loadRuntimeConfig } from './load-runtime-config';
import { createAppRouter } from './router';

/** Boots the app and returns what the providers need. */
export async function boot() {
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);
  applyBrand(config);
  configureApiClient(config);
  // A lazy chunk that failed to download: its part (or page) handles it and tries it again when
  // the connection returns or another page opens.
  installPreloadRecovery();

  const queryClient = createQueryClient();
  await restorePersistedQueries(queryClient, __APP_BUILD_ID__);
  persistQueries(queryClient, __APP_BUILD_ID__);
  const routes = queryClient.getQueryData(systemQueries.routers().queryKey);
  if (routes) domainRouter().addCandidates(routes.domainList.map((d) => d.domain));
  // Learned routes are persisted so failover has candidates on the next (maybe offline) start.
  const device = config.followDeviceLanguage
    ? (await import('@/i18n/device-language')).localeForDevice(navigator.languages, (info) =>
        config.supportedLanguages.includes(info.code),
      )
    : undefined;
  const language = resolveStartLanguage({
    stored: storedLanguage(),
    configDefault: config.defaultLanguage,
    supported: config.supportedLanguages,
    // Off by default: the spec starts every first visit in the operator's default (TY).
    device,
  });
  if (!preferencesState.language) setLanguagePreference(language.code);
  // Failover routes, whitelabel flags and register rules: not on the first screen, but persisted so
  // failover and forms have them on a later (maybe offline) start. Asked once the first screen is
  // done: before it, on a phone's six connections, they queued beside the first screen's chunks,
  // lists and banner (largest paint). A form opened sooner asks for its rules itself.
  void whenIdle().then(() => {
    void queryClient.prefetchQuery(systemQueries.routers());
    void queryClient.prefetchQuery(systemQueries.whitelabel());
    void queryClient.prefetchQuery(systemQueries.registerRules());
  });

  const router = createAppRouter(queryClient);
  router.subscribe('onResolved', retryFailedParts);
  // Calls start in this order and at most four run at once (api/concurrency-gate.ts): status, then
  // the first page's lists, then what only forms and failover need (after idle). The status read is
  // the root's (it shares this one); the start route's chunks and its `firstData` (lists that do not
  // need the status) start beside it, so the first screen does not pay for them in a row. The catalog
  // is asked before them: the query keys use its locale (`uiLocale`).
  void readPlatformStatus(queryClient);
  const catalog = activateLocale(language);
  const start = router.latestLocation;
  for (const route of router.getMatchedRoutes(start.pathname)[0]) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
    route.options.staticData?.firstData?.(queryClient, start.search);
  }
  await Promise.all([catalog, router.load()]);

  return { queryClient, router };
}
