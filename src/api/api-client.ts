/**
 * The configured HTTP client instance. Boot wires it once (config.json, stores); request modules
 * call `apiClient()`. Tests configure their own with fake fetch functions.
 */
import { currentPlatformLanguage } from '@/i18n/platform-language';
import { clearSession, sessionState } from '@/stores/session-store';

import { limitConcurrency } from './concurrency-gate';
import { DomainRouter } from './domain-router';
import { HttpClient } from './http-client';
import { RequestLimiter } from './request-limiter';

let client: HttpClient | null = null;
let router: DomainRouter | null = null;

/** Creates the app's client for this merchant and these API origins. */
export function configureApiClient(options: {
  merchant: string;
  apiBaseUrls: readonly string[];
  defaultLanguage: string;
  platformLanguageCodes: Readonly<Record<string, string | null>>;
}): HttpClient {
  const seeds = options.apiBaseUrls.map((base) => (base === '' ? window.location.origin : base));
  const language = () => currentPlatformLanguage(options);
  // One limiter for calls and domain probes: together they stay within the per-path bound.
  const limiter = new RequestLimiter();
  // One gate for calls and probes: together they leave connections free for the app's own code.
  const fetchFn = limitConcurrency((...args) => fetch(...args));
  router = new DomainRouter({ seeds, merchant: options.merchant, language, limiter, fetchFn });
  client = new HttpClient({
    router,
    limiter,
    fetchFn,
    merchant: () => options.merchant,
    language,
    token: () => sessionState.token,
    onSessionGone: () => clearSession({ expired: true }),
  });
  return client;
}

/** The app's client; throws if used before boot configured it. */
export function apiClient(): HttpClient {
  if (!client) throw new Error('API client used before boot');
  return client;
}

/** The app's domain router (for persisting learned routes). */
export function domainRouter(): DomainRouter {
  if (!router) throw new Error('Domain router used before boot');
  return router;
}

/** A person asked to try again: lift the per-path limits (or one path's) so their retry reaches the platform. */
export function allowRetryNow(path?: string): void {
  client?.limiter.reset(path);
}
