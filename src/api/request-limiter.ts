/**
 * The backstop against request storms: whatever the queries, observers and retries above it do,
 * a path (without its query string) whose last answer was a failure is asked at most
 * `MAX_FAILING_ATTEMPTS` times in any `WINDOW_MS`, as the platform counts (`ARRIVAL_MARGIN_MS`). A
 * path that answers well is never limited, so paging and normal use are unaffected. A person's own
 * "Retry" resets the limits (`reset`): the bound is for what the app does on its own.
 */

export const WINDOW_MS = 10_000;
export const MAX_FAILING_ATTEMPTS = 3;
/**
 * Added to the window the limiter keeps: requests reach the platform with delays that differ (the
 * network, a busy phone, the connection gate a call may wait at after its start is counted), so
 * starts 10 s apart here can arrive under 10 s apart there. A platform counting by arrival saw 4 in
 * 10 s when the app had started 3 (e2e platform-faults.spec on a loaded 2-core machine, 2026-11-27).
 */
export const ARRIVAL_MARGIN_MS = 1_000;

export class RequestLimiter {
  private readonly starts = new Map<string, number[]>();
  /** Paths whose last answer failed, with that failure (rethrown while the path is limited). */
  private readonly failing = new Map<string, unknown>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly max = MAX_FAILING_ATTEMPTS,
    private readonly windowMs = WINDOW_MS + ARRIVAL_MARGIN_MS,
  ) {}

  /** Records a start and returns true when the path may be asked now; false means "fail fast". */
  tryStart(path: string): boolean {
    const key = keyOf(path);
    const now = this.now();
    const recent = (this.starts.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (this.failing.has(key) && recent.length >= this.max) {
      this.starts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.starts.set(key, recent);
    return true;
  }

  /** Records a good answer: the path is no longer limited. */
  succeeded(path: string): void {
    const key = keyOf(path);
    this.failing.delete(key);
    // Only attempts since the last good answer count towards the limit.
    this.starts.delete(key);
  }

  /** Records a failed answer: the path is limited until it answers well again. */
  failed(path: string, failure: unknown): void {
    this.failing.set(keyOf(path), failure);
  }

  /** The path's last failure while it is failing (what a limited call fails with). */
  lastFailure(path: string): unknown {
    return this.failing.get(keyOf(path));
  }

  /** Forgets every window, or one path's (a person asked to try again, or asked for it anew). */
  reset(path?: string): void {
    if (path === undefined) this.starts.clear();
    else this.starts.delete(keyOf(path));
  }
}

function keyOf(path: string): string {
  const q = path.indexOf('?');
  return q === -1 ? path : path.slice(0, q);
}
