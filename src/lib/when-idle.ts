/**
 * "After the first screen": resolves once the page has loaded, the network has been quiet for a
 * moment (no resource started or finished: the first screen's code, data and images are in) and
 * the main thread is idle. Work that is not on the first screen (QR codes, winners, red envelope,
 * install prompt, chat) waits for it, so it neither competes with the
 * first paint for the network and the main thread nor counts against the first-visit budget.
 */
// Half a second without a resource starting or finishing: long enough to span the gap between
// one chunk arriving and the requests it starts, short enough that deferred work is not late.
const QUIET_MS = 500;
const IDLE_TIMEOUT_MS = 3_000;
/** Never wait longer than this for quiet (a page that polls or streams is never quiet). */
const MAX_WAIT_MS = 15_000;
let idle: Promise<void> | undefined;
/** A performance mark set when deferred work is let go: everything requested before it is the first screen's. */
export const FIRST_SCREEN_DONE_MARK = 'tala:first-screen-done';

function networkQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, QUIET_MS);
    const deadline = setTimeout(done, MAX_WAIT_MS);
    const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(restart) : null;
    try {
      observer?.observe({ type: 'resource', buffered: false });
    } catch {
      // No resource timing: the fixed quiet period alone.
    }
    function restart() {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    }
    function done() {
      clearTimeout(timer);
      clearTimeout(deadline);
      observer?.disconnect();
      resolve();
    }
  });
}

/** One shared promise per page; resolves at once in environments without a window. */
export function whenIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  idle ??= new Promise<void>((resolve) => {
    const onLoad = () => {
      void networkQuiet().then(() => {
        // The mark tells the budget check (scripts/check-budgets.ts) where the first screen ends.
        const done = () => {
          performance.mark(FIRST_SCREEN_DONE_MARK);
          resolve();
        };
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(done, 1);
      });
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
  });
  return idle;
}
