/**
 * The `member_authenticators` rows (migration 029). Every write that accepts a code is one
 * statement guarded by `last_step < step`, so a code's time step is used at most once, however
 * many requests carry it at the same time (PostgreSQL re-checks the guard after waiting on the
 * row lock; PGlite runs statements one at a time).
 */
import type { Db } from '../../db/database.ts';

export interface Authenticator {
  memberId: number;
  secret: string;
  active: boolean;
  forWithdrawals: boolean;
  lastStep: number;
}

interface Row {
  member_id: number;
  secret: string;
  active: boolean;
  for_withdrawals: boolean;
  last_step: string | number;
}

const toAuthenticator = (row: Row): Authenticator => ({
  memberId: row.member_id,
  secret: row.secret,
  active: row.active,
  forWithdrawals: row.for_withdrawals,
  lastStep: Number(row.last_step),
});

/** The member's authenticator row (pending or active), or null. */
export async function findAuthenticator(db: Db, memberId: number): Promise<Authenticator | null> {
  const rows = await db.query<Row>(
    'SELECT member_id, secret, active, for_withdrawals, last_step FROM member_authenticators WHERE member_id = $1',
    [memberId],
  );
  return rows[0] ? toAuthenticator(rows[0]) : null;
}

/** The member's authenticator when it is on (confirmed), else null. */
export async function findActiveAuthenticator(db: Db, memberId: number): Promise<Authenticator | null> {
  const found = await findAuthenticator(db, memberId);
  return found?.active ? found : null;
}

/** Stores a pending secret (replacing a pending one); false when an active binding is in the way. */
export async function storePendingSecret(db: Db, memberId: number, secret: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO member_authenticators AS a (member_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_step = -1
     WHERE NOT a.active
     RETURNING member_id`,
    [memberId, secret, now],
  );
  return rows.length > 0;
}

/** Turns the pending binding with this very secret on, spending `step`; false when it changed meanwhile. */
export async function activate(tx: Db, memberId: number, secret: string, step: number, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE member_authenticators SET active = true, last_step = $3, activated_at = $4
     WHERE member_id = $1 AND secret = $2 AND NOT active AND last_step < $3 RETURNING member_id`,
    [memberId, secret, step, now],
  );
  return rows.length > 0;
}

/**
 * Spends `step` of the member's active authenticator: true when no code of this step (or a later
 * one) was accepted before. `forWithdrawals`, when given, is set in the same statement.
 */
export async function spendStep(db: Db, memberId: number, step: number, forWithdrawals?: boolean): Promise<boolean> {
  const rows = await db.query(
    `UPDATE member_authenticators SET last_step = $2, for_withdrawals = COALESCE($3::boolean, for_withdrawals)
     WHERE member_id = $1 AND active AND last_step < $2 RETURNING member_id`,
    [memberId, step, forWithdrawals ?? null],
  );
  return rows.length > 0;
}

/** Removes the member's binding and its recovery codes; false when there was none. */
export async function removeAuthenticator(db: Db, memberId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM member_authenticators WHERE member_id = $1 RETURNING member_id', [memberId]);
  return rows.length > 0;
}
