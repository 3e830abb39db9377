/** Re-renders every `tickMs` with the server's current time (countdowns; spec §9: tick 500 ms). */
import { useEffect, useState } from 'react';

import { serverNow } from '@/api/lottery/server-clock';

export function useServerNow(tickMs = 500): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), tickMs);
    // A tab coming back from the background gets the right time at once, not at the next tick.
    const onVisible = () => setNow(serverNow());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [tickMs]);
  return now;
}
