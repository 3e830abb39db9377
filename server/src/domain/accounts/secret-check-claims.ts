/**
 * Claims of secret checks still running (login password, payment password). Callers
 * hold a row lock on the counter the claim belongs to, so "confirmed failures + running checks
 * below the limit" and the insert of a claim happen as one step however requests race.
 */
import { randomBytes } from 'node:crypto';

import type { Db } from '../../db/database.ts';

/** A claim older than this belongs to a process that died mid-check; it stops counting. */
export const CLAIM_STALE_MS = 60_000;
/** How long a check waits for running checks to finish before it gives up… */
export const CLAIM_WAIT_MS = 10_000;
/**
 * …asking again after this pause at first, then after twice the last one, up to CLAIM_POLL_MAX_MS.
 * Not a fixed 25 ms: on PGlite (one connection for every request) thirty waiters asking that often
 * kept the checks they waited for from their own queries: thirty parallel wrong passwords took
 * 9.8 s and 12 CPU-seconds before anyone was answered (2026-11-27).
 */
export const CLAIM_POLL_MS = 25;
export const CLAIM_POLL_MAX_MS = 400;

export interface ClaimKey {
  scope: string;
  key: string;
}

/** Running checks of `scope`/`key` (call under the counter's row lock). */
export async function runningChecks(tx: Db, target: ClaimKey, now: Date): Promise<number> {
  const rows = await tx.query<{ running: number }>(
    'SELECT count(*)::int AS running FROM secret_check_claims WHERE scope = $1 AND key = $2 AND claimed_at > $3',
    [target.scope, target.key, new Date(now.getTime() - CLAIM_STALE_MS)],
  );
  return rows[0]?.running ?? 0;
}

/** Records one running check on every target under one id; returns the id. */
export async function insertClaims(tx: Db, targets: readonly ClaimKey[], now: Date): Promise<string> {
  const claimId = randomBytes(16).toString('hex');
  for (const target of targets) {
    await tx.query('INSERT INTO secret_check_claims (claim_id, scope, key, claimed_at) VALUES ($1, $2, $3, $4)', [
      claimId,
      target.scope,
      target.key,
      now,
    ]);
  }
  return claimId;
}

/** Ends a check: its claims stop counting. Stale claims of the same keys go too. */
export async function dropClaims(db: Db, claimId: string, now: Date): Promise<void> {
  await db.query('DELETE FROM secret_check_claims WHERE claim_id = $1 OR claimed_at <= $2', [
    claimId,
    new Date(now.getTime() - CLAIM_STALE_MS),
  ]);
}

/**
 * Calls `attempt` until it returns something other than `'busy'`, pausing between tries (real
 * time: the checks it waits for run on real time too); `'busy'` after CLAIM_WAIT_MS. The pauses
 * grow (CLAIM_POLL_MS doubling to CLAIM_POLL_MAX_MS) and are spread by a random share, so
 * waiters that started together do not ask together.
 */
export async function waitWhileBusy<T>(attempt: () => Promise<T | 'busy'>): Promise<T | 'busy'> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (let pause = CLAIM_POLL_MS; ; pause = Math.min(pause * 2, CLAIM_POLL_MAX_MS)) {
    const result = await attempt();
    if (result !== 'busy' || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, pause / 2 + Math.random() * pause));
  }
}
