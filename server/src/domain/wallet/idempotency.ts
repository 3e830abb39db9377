/**
 * Idempotency of money calls (contract §7): the first call with a key runs and its answer is
 * stored with the request's hash, in the same transaction as the movement. The same key with
 * the same body answers the stored result without moving money; with a different body →
 * `request.param.err`. A concurrent duplicate waits on the key's row, then reads the answer.
 * A refused call stores nothing (its transaction rolls back), so the key can be used again.
 */
import { createHash } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { badParam, refuse } from '../refusal.ts';
import type { MoneyContext } from './money-context.ts';

export interface IdempotentRequest {
  memberId: number;
  key: string;
  /** The operation (`transfer`, `deposit`…): the same key for another operation is a different body. */
  scope: string;
  /** What identifies the request; leave secrets (payment passwords) out. */
  body: unknown;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, item]) => [k, canonical(item)]),
    );
  }
  return value;
}

/** sha256 (hex) of the scope and the body's canonical JSON (keys sorted). */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(`${scope}\n${JSON.stringify(canonical(body))}`)
    .digest('hex');
}

// Lock timeout, deadlock, serialization failure: the movement did not happen; the client may retry.
const BUSY_CODES = new Set(['55P03', '40P01', '40001']);

/** Maps PostgreSQL's lock failures to `account.transfer.processing`. */
export async function busyAsRefusal<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && BUSY_CODES.has(code))
      refuse('account.transfer.processing', 'Another transfer is in progress; try again');
    throw error;
  }
}

/** Opens a money transaction (10 s lock timeout on PostgreSQL) and maps lock failures. */
export function moneyTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return busyAsRefusal(() =>
    db.transaction(async (tx) => {
      if (tx.dialect === 'postgres') await tx.query("SET LOCAL lock_timeout = '10s'");
      return fn(tx);
    }),
  );
}

/**
 * Runs `fn` once per (member, key) inside one transaction; its result must be plain JSON.
 * `fn` receives the transaction and the request hash (for the ledger row).
 */
export function idempotent<T>(
  ctx: MoneyContext,
  request: IdempotentRequest,
  fn: (tx: Db, hash: string) => Promise<T>,
): Promise<T> {
  const hash = requestHash(request.scope, request.body);
  return moneyTransaction(ctx.db, async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO idempotency_keys (member_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, key) DO NOTHING RETURNING key`,
      [request.memberId, request.key, hash, ctx.now],
    );
    if (inserted.length === 0) {
      const rows = await tx.query<{ request_hash: string; response: unknown }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE member_id = $1 AND key = $2',
        [request.memberId, request.key],
      );
      const stored = rows[0];
      if (!stored || stored.request_hash !== hash)
        badParam('Idempotency-Key', 'was already used for a different request');
      if (stored.response === null) refuse('account.transfer.processing', 'This request is still being processed');
      return stored.response as T;
    }
    const result = await fn(tx, hash);
    await tx.query('UPDATE idempotency_keys SET response = $3::jsonb WHERE member_id = $1 AND key = $2', [
      request.memberId,
      request.key,
      JSON.stringify(result ?? null),
    ]);
    return result;
  });
}
