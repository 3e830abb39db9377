/**
 * When a sent code's countdown ends. The platform says it two ways: `expirationTime` (login and
 * register: the server's expiry, observed as epoch ms; epoch seconds and a count of seconds are read
 * too) and `expiredMinutes` (forgot: minutes from the send, less half the round trip, spec §4). An
 * `expirationTime` the device's clock cannot place (past, or more than an hour ahead: the clocks
 * differ) falls back to the minutes.
 */
const HOUR_MS = 3_600_000;

export function smsExpiry(
  sent: { expiredMinutes: number; expirationTime: number },
  now: number,
  halfTripMs: number,
): number {
  const byMinutes = now + sent.expiredMinutes * 60_000 - halfTripMs;
  const at = sent.expirationTime;
  if (!(at > 0)) return byMinutes;
  const expiry = at >= 1e12 ? at : at >= 1e9 ? at * 1000 : now + at * 1000 - halfTripMs;
  return expiry > now && expiry - now <= HOUR_MS ? expiry : byMinutes;
}
