/**
 * Failed-login counters per account (lower-cased username, known or not, so refusals do not
 * reveal which names exist) and per IP. 3 failures → captcha; 5 → locked for 15 min. A counter
 * is forgotten 15 min after its last failure or when its lock ends; a successful login clears
 * the counters of its account and IP. Only confirmed failures count; checks still running are
 * claims (`secret-check-claims.ts`).
 */
import type { Db } from '../../db/database.ts';
import { POLICY } from './account-policy.ts';
import { dropClaims, insertClaims, runningChecks, waitWhileBusy } from './secret-check-claims.ts';

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
  last_failure_at: Date;
  locked_until: Date | null;
}

function liveState(row: Row, now: Date): { failures: number; lockedUntil: number | null } {
  const lockedUntil = row.locked_until ? row.locked_until.getTime() : null;
  if (lockedUntil !== null) {
    return lockedUntil > now.getTime() ? { failures: row.failures, lockedUntil } : { failures: 0, lockedUntil: null };
  }
  const stale = now.getTime() - row.last_failure_at.getTime() > POLICY.failureWindowMs;
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
  | { kind: 'claimed'; claimId: string }
  | { kind: 'locked'; state: FailureState }
  | { kind: 'captcha'; state: FailureState }
  | { kind: 'busy' };

type Keys = readonly (readonly ['account' | 'ip', string])[];
const keysOf = (username: string, ip: string): Keys => [
  ['account', accountKey(username)],
  ['ip', ip],
];
const claimKey = (scope: string, key: string) => ({ scope: `login-${scope}`, key });

/** Locks (creating when missing) the account and IP counter rows, in a fixed order; call in a transaction. */
async function lockCounters(tx: Db, keys: Keys, now: Date): Promise<Map<string, Row>> {
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
    [keys[0]?.[1], keys[1]?.[1]],
  );
  return new Map(locked.map((row) => [row.scope, row]));
}

/**
 * One try at claiming a password check for `username` from `ip`, under row locks on both
 * counters (one transaction). Refused without counting when locked, or `captcha` when 3
 * confirmed failures stand and this request solved no captcha. Confirmed failures plus checks
 * still running must stay below the next threshold (3 without a captcha, 5 with one), else
 * `busy`: the caller waits for the running checks to be answered. So 30 parallel wrong
 * passwords still get 3 plain answers, while the member's own parallel right logins (which end
 * as successes, not failures) never add up to a captcha or a lock.
 */
async function tryClaim(
  db: Db,
  username: string,
  ip: string,
  now: Date,
  captchaSolved: boolean,
): Promise<Exclude<LoginClaim, { kind: 'busy' }> | 'busy'> {
  return db.transaction(async (tx) => {
    const keys = keysOf(username, ip);
    const rows = await lockCounters(tx, keys, now);
    const live = [...rows.values()].map((row) => liveState(row, now));
    const state = combine(live);
    if (state.lockedUntil !== null) return { kind: 'locked', state };
    if (state.failures >= POLICY.captchaAfterFailures && !captchaSolved) return { kind: 'captcha', state };
    const limit = captchaSolved ? POLICY.lockAfterFailures : POLICY.captchaAfterFailures;
    for (const [scope, key] of keys) {
      const row = rows.get(scope);
      const failures = row ? liveState(row, now).failures : 0;
      if (failures + (await runningChecks(tx, claimKey(scope, key), now)) >= limit) return 'busy';
    }
    return {
      kind: 'claimed',
      claimId: await insertClaims(
        tx,
        keys.map(([scope, key]) => claimKey(scope, key)),
        now,
      ),
    };
  });
}

/**
 * Claims one password check *before* the password is compared (see `tryClaim`), waiting while
 * the checks already running could still reach a threshold; `busy` after CLAIM_WAIT_MS.
 */
export async function claimLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  now: Date,
  captchaSolved: boolean,
): Promise<LoginClaim> {
  const claim = await waitWhileBusy(() => tryClaim(db, username, ip, now, captchaSolved));
  return claim === 'busy' ? { kind: 'busy' } : claim;
}

/** A wrong password: the claim becomes a confirmed failure on both counters (5 lock); returns the state after. */
export async function confirmLoginFailure(
  db: Db,
  claimId: string,
  username: string,
  ip: string,
  now: Date,
): Promise<FailureState> {
  return db.transaction(async (tx) => {
    const keys = keysOf(username, ip);
    const rows = await lockCounters(tx, keys, now);
    await dropClaims(tx, claimId, now);
    const after = [];
    for (const [scope, key] of keys) {
      const row = rows.get(scope);
      const current = row ? liveState(row, now) : { failures: 0, lockedUntil: null };
      // A lock set meanwhile (by a check that ended first) stays as it is.
      if (current.lockedUntil !== null) {
        after.push(current);
        continue;
      }
      const failures = current.failures + 1;
      const lockedUntil = failures >= POLICY.lockAfterFailures ? new Date(now.getTime() + POLICY.lockMs) : null;
      await tx.query(
        'UPDATE login_failures SET failures = $3, last_failure_at = $4, locked_until = $5 WHERE scope = $1 AND key = $2',
        [scope, key, failures, now, lockedUntil],
      );
      after.push({ failures, lockedUntil: lockedUntil?.getTime() ?? null });
    }
    return combine(after);
  });
}

/** A right password: the claim ends and the counters of its account and IP are forgotten. */
export async function confirmLoginSuccess(
  db: Db,
  claimId: string,
  username: string,
  ip: string,
  now: Date,
): Promise<void> {
  await dropClaims(db, claimId, now);
  await clearFailures(db, username, ip);
}

/** Counts one failure on both counters (operator tools and tests); locks those that reach the threshold. */
export async function recordFailure(db: Db, username: string, ip: string, now: Date): Promise<FailureState> {
  const claim = await claimLoginAttempt(db, username, ip, now, true);
  if (claim.kind === 'busy') return readFailures(db, username, ip, now);
  return claim.kind === 'claimed' ? confirmLoginFailure(db, claim.claimId, username, ip, now) : claim.state;
}

/** Forgets the counters of a successful login. */
export async function clearFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE (scope = 'account' AND key = $1) OR (scope = 'ip' AND key = $2)`, [
    accountKey(username),
    ip,
  ]);
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
