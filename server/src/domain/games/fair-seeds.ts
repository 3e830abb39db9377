/**
 * Provably fair seed state per member and game kind (migration 006): the current server seed
 * stays secret until the round that uses it; the player sees its sha256 first. Each round
 * reveals the seed and rotates to a fresh one (nonce + 1).
 */
import type { Db } from '../../db/database.ts';
import { newServerSeed, sha256Hex } from './fair-random.ts';
import type { BuiltinKind } from './game-list.ts';

export interface SeedState {
  serverSeed: string;
  nonce: number;
}

/** The member's seed for `kind` (created on first use), locked for the round's transaction. */
export async function lockSeed(tx: Db, memberId: number, kind: BuiltinKind): Promise<SeedState> {
  await tx.query('INSERT INTO fair_seeds (member_id, kind, server_seed) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    memberId,
    kind,
    newServerSeed(),
  ]);
  const rows = await tx.query<{ server_seed: string; nonce: number }>(
    'SELECT server_seed, nonce FROM fair_seeds WHERE member_id = $1 AND kind = $2 FOR UPDATE',
    [memberId, kind],
  );
  const row = rows[0];
  if (!row) throw new Error('fair seed was not created');
  return { serverSeed: row.server_seed, nonce: row.nonce };
}

/** What the player sees before the next round: the hash of the current seed and its nonce. */
export async function seedCommitment(
  db: Db,
  memberId: number,
  kind: BuiltinKind,
): Promise<{ serverSeedHash: string; nonce: number }> {
  const state = await db.transaction((tx) => lockSeed(tx, memberId, kind));
  return { serverSeedHash: sha256Hex(state.serverSeed), nonce: state.nonce };
}

/** Replaces the used seed with a fresh one; returns the new commitment. */
export async function rotateSeed(
  tx: Db,
  memberId: number,
  kind: BuiltinKind,
  used: SeedState,
): Promise<{ serverSeedHash: string; nonce: number }> {
  const next = newServerSeed();
  await tx.query('UPDATE fair_seeds SET server_seed = $3, nonce = $4 WHERE member_id = $1 AND kind = $2', [
    memberId,
    kind,
    next,
    used.nonce + 1,
  ]);
  return { serverSeedHash: sha256Hex(next), nonce: used.nonce + 1 };
}
