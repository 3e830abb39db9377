/**
 * Idempotency keys for money actions: one key per user action, reused only when the same action is
 * re-sent (a timeout retry), so the platform moves money once however often the request arrives.
 */

/** A fresh key for a new action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
