/**
 * The platform's clock as seen from here: the offset between the server's time (from the lottery
 * answers) and this device's. Countdowns read `serverNow()`, so they stay right after the device
 * sleeps or a background tab's timers are throttled.
 */
let offsetMs = 0;

export function noteServerTime(serverTime: number, receivedAt: number = Date.now()): void {
  offsetMs = serverTime - receivedAt;
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}
