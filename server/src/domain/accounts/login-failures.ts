/**
 * Failed-login counters per account (lower-cased username, known or not, so refusals do not
 * reveal which names exist) and per IP. 3 failures → captcha; 5 → locked for 15 min. A counter
 * is forgotten 15 min after its last failure or when its lock ends; a successful login clears
 * the counters of its account and IP.
 */
import type { Db } from '../../db/database.ts';
import { POLICY } from './account-policy.ts';

export interface FailureState {
  /** The higher of the account and IP counts still in their window. */
  failures: number;
  /** Epoch ms until which the account or IP is locked; null when open. */
  lockedUntil: number | null;
}

interface Row {
  scope: 'account' | 'ip';
  key: string;
  failures: number;
  last_failure_at: Date | string;
  locked_until: Date | string | null;
}

function live(row: Row, now: Date): { failures: number; lockedUntil: number | null } {
  const lockedUntil = row.locked_until ? new Date(row.locked_until).getTime() : null;
  if (lockedUntil !== null) {
    return lockedUntil > now.getTime() ? { failures: row.failures, lockedUntil } : { failures: 0, lockedUntil: null };
  }
  const stale = now.getTime() - new Date(row.last_failure_at).getTime() > POLICY.failureWindowMs;
  return { failures: stale ? 0 : row.failures, lockedUntil: null };
}

const accountKey = (username: string) => username.trim().toLowerCase();

async function rows(db: Db, username: string, ip: string): Promise<Row[]> {
  return db.query<Row>(
    `SELECT scope, key, failures, last_failure_at, locked_until FROM login_failures
     WHERE (scope = 'account' AND key = $1) OR (scope = 'ip' AND key = $2)`,
    [accountKey(username), ip],
  );
}

function combine(states: { failures: number; lockedUntil: number | null }[]): FailureState {
  const locks = states.map((state) => state.lockedUntil).filter((value): value is number => value !== null);
  return {
    failures: Math.max(0, ...states.map((state) => state.failures)),
    lockedUntil: locks.length > 0 ? Math.max(...locks) : null,
  };
}

/** The current state for a login attempt of `username` from `ip`. */
export async function readFailures(db: Db, username: string, ip: string, now: Date): Promise<FailureState> {
  return combine((await rows(db, username, ip)).map((row) => live(row, now)));
}

/** Counts one failure on both counters; locks those that reach the threshold. */
export async function recordFailure(db: Db, username: string, ip: string, now: Date): Promise<FailureState> {
  const existing = new Map((await rows(db, username, ip)).map((row) => [row.scope, live(row, now)]));
  const states = [];
  for (const [scope, key] of [['account', accountKey(username)], ['ip', ip]] as const) {
    const failures = (existing.get(scope)?.failures ?? 0) + 1;
    const lockedUntil = failures >= POLICY.lockAfterFailures ? new Date(now.getTime() + POLICY.lockMs) : null;
    await db.query(
      `INSERT INTO login_failures (scope, key, failures, last_failure_at, locked_until) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (scope, key) DO UPDATE SET failures = EXCLUDED.failures,
         last_failure_at = EXCLUDED.last_failure_at, locked_until = EXCLUDED.locked_until`,
      [scope, key, failures, now, lockedUntil],
    );
    states.push({ failures, lockedUntil: lockedUntil?.getTime() ?? null });
  }
  return combine(states);
}

/** Forgets the counters of a successful login. */
export async function clearFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.query(
    `DELETE FROM login_failures WHERE (scope = 'account' AND key = $1) OR (scope = 'ip' AND key = $2)`,
    [accountKey(username), ip],
  );
}

/** Operator reset: one account, one IP, or everything; returns how many counters went. */
export async function clearFailuresFor(db: Db, filter: { username?: string; ip?: string }): Promise<number> {
  const conditions: string[] = [];
  const params: string[] = [];
  if (filter.username) conditions.push(`(scope = 'account' AND key = $${params.push(accountKey(filter.username))})`);
  if (filter.ip) conditions.push(`(scope = 'ip' AND key = $${params.push(filter.ip.trim())})`);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' OR ')}` : '';
  return (await db.query(`DELETE FROM login_failures ${where} RETURNING scope`, params)).length;
}
