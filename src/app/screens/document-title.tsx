/**
 * The document's title, from the titles every screen declares once: a path route's in its
 * `staticData.title`, an overlay screen's (`?mc=`, `?ac=`, `?modal=`) in its row of the screen table,
 * which the overlay shell reports while it shows (`useOverlayTitle`). An open dialog names the
 * screen over an open centre, a centre over the page: "Deposit · <brand>". Set on every navigation
 * and language change; the brand alone before any screen is known.
 */
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

import { getRuntimeConfig } from '@/stores/runtime-config-store';

/** The search values whose overlay names the screen, the topmost first. */
type OverlayKey = 'modal' | 'mc' | 'ac';
type OverlayTitles = Partial<Record<OverlayKey, string | null>>;

const overlayTitles = proxy<OverlayTitles>({});

/** The screen's name: the topmost open overlay's, else the page's. */
export function screenTitle(overlays: OverlayTitles, pageTitle: string | undefined): string | undefined {
  return overlays.modal ?? overlays.mc ?? overlays.ac ?? pageTitle;
}

/** The document's title: the screen's name and the brand. */
export function documentTitle(screen: string | undefined, brand: string): string {
  return screen ? `${screen} · ${brand}` : brand;
}

/** Names the screen while an overlay shows it (the overlay shell's part; null: it shows nothing). */
export function useOverlayTitle(key: OverlayKey, title: string | null): void {
  useEffect(() => {
    overlayTitles[key] = title;
    return () => {
      if (overlayTitles[key] === title) overlayTitles[key] = null;
    };
  }, [key, title]);
}

/** Keeps `document.title` on the current screen's title (the root route renders it). */
export function DocumentTitle() {
  const { i18n } = useLingui();
  const pageTitle = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  const overlays = useSnapshot(overlayTitles);
  const title = documentTitle(screenTitle(overlays, pageTitle && i18n._(pageTitle)), getRuntimeConfig().brand.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
