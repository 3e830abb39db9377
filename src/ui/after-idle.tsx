/** Renders its children only once the first screen is done (see `whenIdle`); nothing before. */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

import { whenIdle } from '@/lib/when-idle';

export function AfterIdle({ children }: { children: ReactNode }) {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let active = true;
    void whenIdle().then(() => {
      // A transition: React renders the deferred parts in small slices that yield to input, so
      // they add no long task (total blocking time, issue 14).
      if (active) startTransition(() => setIdle(true));
    });
    return () => {
      active = false;
    };
  }, []);
  return isIdle ? children : null;
}
