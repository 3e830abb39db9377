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

function liveState(row: Row, now: Date): { failures: number; lockedUntil: number | null } {
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
  return combine((await rows(db, username, ip)).map((row) => liveState(row, now)));
}

export type LoginClaim =
  | { kind: 'claimed'; after: FailureState }
  | { kind: 'locked'; state: FailureState }
  | { kind: 'captcha'; state: FailureState };

/**
 * Claims one password check for `username` from `ip` *before* the password is checked: under row
 * locks on both counters (one transaction), so parallel attempts queue and each sees the count
 * the one before it left. The claim counts as a failure; a right password clears it. Refused
 * (`locked`, or `captcha` when 3 failures stand and this request solved no captcha) without
 * counting. This is what keeps 30 parallel wrong passwords to 3 plain answers (issue 15).
 */
export async function claimLoginAttempt(db: Db, username: string, ip: string, now: Date, captchaSolved: boolean): Promise<LoginClaim> {
  return db.transaction(async (tx) => {
    const keys = [['account', accountKey(username)], ['ip', ip]] as const;
    for (const [scope, key] of keys) {
      await tx.query(
        `INSERT INTO login_failures (scope, key, failures, last_failure_at, locked_until) VALUES ($1, $2, 0, $3, NULL)
         ON CONFLICT (scope, key) DO NOTHING`,
        [scope, key, now],
      );
    }
    const locked = await tx.query<Row>(
      `SELECT scope, key, failures, last_failure_at, locked_until FROM login_failures
       WHERE (scope = 'account' AND key = $1) OR (scope = 'ip' AND key = $2) ORDER BY scope FOR UPDATE`,
      [accountKey(username), ip],
    );
    const live = new Map(locked.map((row) => [row.scope, liveState(row, now)]));
    const state = combine([...live.values()]);
    if (state.lockedUntil !== null) return { kind: 'locked', state };
    if (state.failures >= POLICY.captchaAfterFailures && !captchaSolved) return { kind: 'captcha', state };
    const after = [];
    for (const [scope, key] of keys) {
      const failures = (live.get(scope)?.failures ?? 0) + 1;
      const lockedUntil = failures >= POLICY.lockAfterFailures ? new Date(now.getTime() + POLICY.lockMs) : null;
      await tx.query(
        'UPDATE login_failures SET failures = $3, last_failure_at = $4, locked_until = $5 WHERE scope = $1 AND key = $2',
        [scope, key, failures, now, lockedUntil],
      );
      after.push({ failures, lockedUntil: lockedUntil?.getTime() ?? null });
    }
    return { kind: 'claimed', after: combine(after) };
  });
}

/** Counts one failure on both counters (operator tools and tests); locks those that reach the threshold. */
export async function recordFailure(db: Db, username: string, ip: string, now: Date): Promise<FailureState> {
  const claim = await claimLoginAttempt(db, username, ip, now, true);
  return claim.kind === 'claimed' ? claim.after : claim.state;
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
