/** Full-screen state of one element, kept current by `fullscreenchange`, and a toggle. */
import { useCallback, useSyncExternalStore, type RefObject } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const isFullscreen = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === target.current,
    () => false,
  );
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { isFullscreen, toggle, isSupported: typeof document !== 'undefined' && document.fullscreenEnabled };
}
