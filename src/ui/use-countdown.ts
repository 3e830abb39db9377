/** A countdown to an absolute time, ticking every 500 ms (spec), in whole seconds left. */
import { useEffect, useState } from 'react';

export const COUNTDOWN_TICK_MS = 500;

/** Seconds left until `until` (epoch ms), 0 when passed or null. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
