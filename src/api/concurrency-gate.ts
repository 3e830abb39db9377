/**
 * At most N platform calls in flight at once; the rest wait in order. A browser opens only six
 * HTTP/1.1 connections per origin, and the reference platform (like many operators) serves the
 * app's own code from the same origin as its API: a platform that hangs on every call would hold
 * all six and starve the locale catalogue and route chunks, so the app could not even render its
 * "cannot reach" message (platform-faults e2e). Capped below six, two connections stay free for code
 * and images, and a first screen's burst of calls does not hammer a struggling platform either.
 */
export const MAX_CALLS_IN_FLIGHT = 4;

export function limitConcurrency(fetchFn: typeof fetch, max: number = MAX_CALLS_IN_FLIGHT): typeof fetch {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    inFlight -= 1;
    waiting.shift()?.();
  };
  const acquire = (signal: AbortSignal | null | undefined): Promise<void> => {
    if (inFlight < max) {
      inFlight += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        inFlight += 1;
        resolve();
      };
      // A call given up while it waits (timeout, unmounted page) leaves the queue without a slot.
      const onAbort = () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(start);
    });
  };
  return async (input, init) => {
    await acquire(init?.signal);
    try {
      return await fetchFn(input, init);
    } finally {
      release();
    }
  };
}
