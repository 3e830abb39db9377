/**
 * Shared reads of the platform data the shell needs on every page. The status itself is read in
 * `api/system/platform-status.ts` (`useSystemStatus` is re-exported here for the shell).
 */
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';

import { DEFAULT_MINIMUM_AGE } from '#contract/minimum-age.ts';

import { vendorQueries } from '@/api/games/vendor-queries';
import { noticeQueries } from '@/api/notices/notice-queries';
import { useSystemStatus } from '@/api/system/platform-status';
import { systemQueries } from '@/api/system/system-queries';
import { brandLogoUrl } from '@/lib/brand-logo';
import { imageCdn } from '@/lib/image-cdn';
import { buildNav } from '@/lib/nav-model';
import { PART_SWITCHES, screenState, type SwitchedPart } from '@/lib/screen-switches';
import { chooseWhitelabel, flattenWhitelabel, needsOwnWhitelabel } from '@/lib/whitelabel';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { sessionState } from '@/stores/session-store';

/** The category nav built from the vendor lanes, in the platform's vendor sorting when it sends one. */
export function useNav() {
  const { i18n } = useLingui();
  const query = useQuery(vendorQueries.lanes(i18n.locale));
  const nav = useMemo(() => buildNav(query.data?.data.lanes ?? [], query.data?.data.vendorSorting), [query.data]);
  // Only what callers read, so a component re-renders for these and not for every query change.
  return { nav, isPending: query.isPending, isError: query.isError };
}

/** Announcements for the current language and login state. */
export function useAnnouncements() {
  const { i18n } = useLingui();
  const { token } = useSnapshot(sessionState);
  return useQuery(noticeQueries.lists(i18n.locale, token !== null));
}

/** Whitelabel module flags: the status answer's tree, else (no tree there) `/wps/system/whitelabel`'s. */
export function useWhitelabelFlags() {
  const status = useSystemStatus();
  const fromStatus = status.data?.info.whitelabel;
  const own = useQuery({ ...systemQueries.whitelabel(), enabled: status.isSuccess && needsOwnWhitelabel(fromStatus) });
  return useMemo(() => flattenWhitelabel(chooseWhitelabel(fromStatus, own.data)), [fromStatus, own.data]);
}

/**
 * Whether a route or page part whose switch is a whitelabel module is on (`PART_SWITCHES`,
 * `src/lib/screen-switches.ts`): its doors show only then, and its address says "not available" otherwise.
 */
export function useScreenOn(part: SwitchedPart): boolean {
  return screenState(PART_SWITCHES[part], { flags: useWhitelabelFlags() }) === 'on';
}

/**
 * The operator's minimum age (spec §5), 18 when the platform names none. Never below 18: a
 * platform sending less is read as a mistake, not as permission.
 */
export function useMinimumAge(): number {
  const status = useSystemStatus();
  const age = status.data?.info.settings.minimumAge ?? DEFAULT_MINIMUM_AGE;
  return Number.isInteger(age) && age > DEFAULT_MINIMUM_AGE ? age : DEFAULT_MINIMUM_AGE;
}

/** The image CDN to use for this page load (random pick from the platform's list). */
export function useImageCdn(): string {
  return imageCdn(useSystemStatus().data?.info.imageCDNs);
}

/**
 * The brand logo's URL: a relative `config.json` path on the app's own origin, an absolute one only
 * from the app's origin or an image CDN; null when refused (`brandLogoUrl`).
 */
export function useBrandLogo(): string | null {
  const statusCdns = useSystemStatus().data?.info.imageCDNs;
  return useMemo(() => {
    const { brand, imageCdns } = getRuntimeConfig();
    return brandLogoUrl(brand.logo, [...(statusCdns ?? []), ...imageCdns]);
  }, [statusCdns]);
}

export { useSystemStatus };
