/**
 * The platform's clock. Normally the system clock; in test mode it can be moved forward, so
 * end-to-end tests run lottery draws, wage periods and receipt deadlines without waiting.
 * It only moves forward: an earlier time would replay periods that are already settled.
 */
export interface PlatformClock {
  now: () => Date;
  /** Moves the clock forward by `ms` (test mode only; throws otherwise). */
  advance: (ms: number) => Date;
}

export function createPlatformClock(options: { adjustable: boolean; base?: () => number }): PlatformClock {
  const base = options.base ?? Date.now;
  let offset = 0;
  return {
    now: () => new Date(base() + offset),
    advance(ms: number) {
      if (!options.adjustable) throw new Error('the platform clock can only be moved in test mode');
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward');
      offset += ms;
      return new Date(base() + offset);
    },
  };
}
