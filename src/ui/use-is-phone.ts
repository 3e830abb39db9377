/**
 * The one breakpoint the components know about: below 768 px the app is laid out for a phone
 * (sheets, tab bar, menu lists). CSS uses the same number in its `min-width: 768px` queries.
 */
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 767.98px)';

function media(): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? null
    : window.matchMedia(PHONE_QUERY);
}

/** True when the screen is phone-sized right now (false outside a browser). */
export function isPhoneWidth(): boolean {
  return media()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Re-renders when the screen crosses the phone breakpoint (rotation, resizing). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth, () => false);
}

/** A desktop-wide screen (the header has room for the login form). */
export const WIDE_QUERY = '(min-width: 1024px)';

function subscribeWide(onChange: () => void): () => void {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Re-renders when the screen crosses 1024 px. */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
