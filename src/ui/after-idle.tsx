/** Renders its children only once the first screen is done (see `whenIdle`); nothing before. */
import { type ReactNode, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function AfterIdle({ children }: { children: ReactNode }) {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let active = true;
    void whenIdle().then(() => {
      if (active) setIdle(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return isIdle ? children : null;
}
