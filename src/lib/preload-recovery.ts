/**
 * What happens when Vite reports that a file of a lazy chunk could not be downloaded
 * (`vite:preloadError`).
 *
 * A script: nothing here. The import rejects with the browser's own error, and the part's boundary
 * handles it (`PartBoundary` for a part of the page, the route's error page for a page). Boot used
 * to cancel every such event, which made Vite resolve the import to `undefined`: the part then
 * threw a TypeError that read as a bug, and a floating bar that failed to download during a short
 * outage replaced the page with "Something went wrong on this page".
 *
 * A stylesheet: the chunk's script can still run, so the failure is cancelled and the stylesheet is
 * asked for again at the next chance (`part-retry.ts`), since Vite never asks for one twice.
 */
import { onPartRetry } from './part-retry';

const CSS_FAILURE = /^Unable to preload CSS for (\S+)$/;
const failedStyles = new Set<string>();

/** Listens for Vite's preload failures (boot calls it once). */
export function installPreloadRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload: unknown = (event as Event & { payload?: unknown }).payload;
    const href = payload instanceof Error ? CSS_FAILURE.exec(payload.message)?.[1] : undefined;
    if (!href) return;
    event.preventDefault();
    failedStyles.add(href);
  });
  onPartRetry(reloadFailedStyles);
}

/** Replaces each failed stylesheet link with a new one (a new request); one that fails again waits for the next chance. */
function reloadFailedStyles(): void {
  for (const href of failedStyles) {
    failedStyles.delete(href);
    for (const old of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      if (old.href === href) old.remove();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('error', () => failedStyles.add(href), { once: true });
    document.head.append(link);
  }
}
