/**
 * The document's title, from the titles every screen declares once: a path route's in its
 * `staticData.title`, an overlay screen's (`?mc=`, `?ac=`, `?modal=`) in its row of the screen table,
 * which the overlay shell reports while it shows (`useOverlayTitle`). An open dialog names the
 * screen over an open centre, a centre over the page: "Deposit · <brand>". `DocumentTitle`
 * (`document-title.tsx`) sets it on every navigation and language change; the brand alone until
 * then.
 */
import { useEffect } from 'react';
import { proxy } from 'valtio';

/** The search values whose overlay names the screen, the topmost first. */
type OverlayKey = 'modal' | 'mc' | 'ac';
type OverlayTitles = Partial<Record<OverlayKey, string | null>>;

/** The open overlays' titles (`DocumentTitle` reads them). */
export const overlayTitles = proxy<OverlayTitles>({});

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
