/**
 * Attempt counters that hold when requests race. An attempt is claimed *before* the
 * secret is checked, by one atomic upsert that also opens a new window when the old one is over
 * and refuses while the counter is locked; a success releases the claim. So 30 parallel guesses
 * get exactly `limit` checks, however they interleave, on PGlite and on PostgreSQL alike.
 */
import type { Db } from '../../db/database.ts';

export interface AttemptRule {
  /** Checks allowed per window. */
  limit: number;
  windowMs: number;
  /** When set, reaching `limit` locks the key this long (else the window just runs out). */
  lockMs?: number;
}

/**
 * The longest window any rule may use (the new-IP verification's day). The sweep below deletes rows
 * older than this whose lock is over: any rule would start a new window on them anyway, so deleting
 * changes no answer. A longer rule is refused, so the sweep cannot forget a live count.
 */
export const LONGEST_WINDOW_MS = 24 * 3_600_000;

export type Claim = { ok: true; attempt: number } | { ok: false; lockedUntil: number };

interface Row {
  attempts: number;
  locked_until: Date | null;
  window_started_at: Date;
}

/**
 * Claims one attempt for `scope`/`key`: `{ ok: true, attempt }` (1-based) or `{ ok: false }` when the
 * limit is used up (until the lock ends or the window is over).
 */
export async function claimAttempt(db: Db, scope: string, key: string, rule: AttemptRule, now: Date): Promise<Claim> {
  if (rule.windowMs > LONGEST_WINDOW_MS) throw new Error(`attempt window of ${scope} is longer than LONGEST_WINDOW_MS`);
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const lockUntil = rule.lockMs === undefined ? null : new Date(now.getTime() + rule.lockMs);
  // "fresh" = the stored window is over or its lock has ended: this attempt starts a new window.
  const fresh = `(c.locked_until IS NOT NULL AND c.locked_until <= $3) OR (c.locked_until IS NULL AND c.window_started_at <= $4)`;
  const rows = await db.query<Row>(
    `INSERT INTO attempt_counters AS c (scope, key, attempts, window_started_at, locked_until)
     VALUES ($1, $2, 1, $3, CASE WHEN 1 >= $5 THEN $6::timestamptz ELSE NULL END)
     ON CONFLICT (scope, key) DO UPDATE SET
       attempts = CASE WHEN ${fresh} THEN 1 ELSE c.attempts + 1 END,
       window_started_at = CASE WHEN ${fresh} THEN $3 ELSE c.window_started_at END,
       locked_until = CASE WHEN ${fresh} THEN CASE WHEN 1 >= $5 THEN $6::timestamptz ELSE NULL END
                           WHEN c.attempts + 1 >= $5 THEN $6::timestamptz ELSE c.locked_until END
     WHERE (${fresh}) OR c.attempts < $5
     RETURNING attempts, locked_until, window_started_at`,
    [scope, key, now, windowStart, rule.limit, lockUntil],
  );
  const row = rows[0];
  if (row) return { ok: true, attempt: row.attempts };
  const current = await db.query<Row>(
    'SELECT attempts, locked_until, window_started_at FROM attempt_counters WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  const held = current[0];
  const until = held?.locked_until
    ? held.locked_until.getTime()
    : held
      ? held.window_started_at.getTime() + rule.windowMs
      : now.getTime();
  return { ok: false, lockedUntil: until };
}

/** Gives back the claim of an attempt that succeeded: the counter starts again. */
export async function releaseAttempts(db: Db, scope: string, key: string): Promise<void> {
  await db.query('DELETE FROM attempt_counters WHERE scope = $1 AND key = $2', [scope, key]);
}

/**
 * Deletes the counters that can no longer refuse anything: lock over (or none) and window started
 * more than LONGEST_WINDOW_MS ago. Per-session and per-IP request counters would otherwise stay
 * forever, one row per session and address. Returns how many rows went.
 */
export async function sweepAttemptCounters(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ scope: string }>(
    `DELETE FROM attempt_counters
     WHERE (locked_until IS NULL OR locked_until <= $1) AND window_started_at <= $2
     RETURNING scope`,
    [now, new Date(now.getTime() - LONGEST_WINDOW_MS)],
  );
  return rows.length;
}
