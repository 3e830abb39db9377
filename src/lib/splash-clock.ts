/**
 * One clock for a first visit's wait on the platform. It starts when boot first asks for status,
 * not when React mounts the status gate: the route guard (which holds the first render) and the
 * splash used to wait one after the other (2.5 s + 3 s plus render time) on a hung platform.
 * Both now end at the same deadline, `SPLASH_LIMIT_MS` after the first ask. From then until
 * `SLOW_LIMIT_MS` a status call still on its way reads as "slow" (it is not known to fail: with
 * every answer 3 s late, "cannot reach" used to flash before the content came); after
 * that, as "cannot reach".
 */

/** How long a first visit may wait for status before the app explains what is wrong. */
export const SPLASH_LIMIT_MS = 3_000;
/** From the first ask until this, a status call on its way is "slow"; after it, "cannot reach". */
export const SLOW_LIMIT_MS = 10_000;

let deadline: number | null = null;

/** Starts the clock (boot calls it as it asks for status); later calls keep the first start. */
export function startSplashClock(now: number = performance.now()): void {
  deadline ??= now + SPLASH_LIMIT_MS;
}

/** Milliseconds left before the splash must give way (0 once passed); starts the clock if boot did not. */
export function splashTimeLeft(now: number = performance.now()): number {
  startSplashClock(now);
  return Math.max(0, (deadline as number) - now);
}

/** Milliseconds left before a status call still on its way reads as "cannot reach" (0 once passed). */
export function slowTimeLeft(now: number = performance.now()): number {
  startSplashClock(now);
  return Math.max(0, (deadline as number) - SPLASH_LIMIT_MS + SLOW_LIMIT_MS - now);
}

/** Tests only: forget the start. */
export function resetSplashClock(): void {
  deadline = null;
}
