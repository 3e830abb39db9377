/**
 * When to try again a part of the app whose code could not be downloaded: when the connection
 * comes back (`online`) and when the person moves to another page (boot reports navigations). No
 * timer: a part is asked for again only on such an event, and each failed part at most
 * `MAX_PART_RETRIES` times, so a flapping connection cannot turn into a storm of downloads.
 */

/** How often one failed part is tried again by itself (a reload always starts afresh). */
export const MAX_PART_RETRIES = 5;

const listeners = new Set<() => void>();
let listening = false;

/** Calls `listener` on each chance to try again; returns the unsubscribe function. */
export function onPartRetry(listener: () => void): () => void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', retryFailedParts);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A chance to try again (the connection came back, or a navigation); nothing while the device is offline. */
export function retryFailedParts(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  for (const listener of [...listeners]) listener();
}
