/**
 * The points ledger (contract §13): whole points, never expiring; a member's balance is the sum
 * of their `point_entries`. Points are earned from valid stake (settled bets), recomputed from the
 * `bets` table's totals, so earning is idempotent however often it runs. Every change to a
 * member's points locks the member's row first, so concurrent spends cannot overdraw.
 */
import type { PointBalance, PointConfig, PointEntry } from '#contract/point-schemas.ts';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { limitOffset, page, type Page, type PageRequest } from '../wallet/paging.ts';

/** One point per ₱100 of valid stake; 10 points convert to ₱1.00 (operators change them here). */
export const POINT_RULES = { stakePerPoint: 10_000n, pointsRatio: 10, exchangeRatio: 100n } as const;

export const pointConfig = (): PointConfig => ({
  pointsRatio: POINT_RULES.pointsRatio,
  exchangeRatio: formatMoney(POINT_RULES.exchangeRatio),
  stakePerPoint: formatMoney(POINT_RULES.stakePerPoint),
});

export type PointKind = PointEntry['kind'];

export interface NewPointEntry {
  kind: PointKind;
  points: bigint;
  remark?: string;
  betIdUpto?: number | null;
  redemptionId?: number | null;
  ledgerTransactionId?: number | null;
}

/** Locks the member's row: every points change of one member runs one at a time. */
export async function lockMemberPoints(db: Db, memberId: number): Promise<void> {
  await db.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

export async function pointBalanceOf(db: Db, memberId: number): Promise<bigint> {
  const rows = await db.query<{ total: string | null }>(
    'SELECT SUM(points)::text AS total FROM point_entries WHERE member_id = $1',
    [memberId],
  );
  return minorFromDb(rows[0]?.total ?? '0');
}

/** Writes one entry (call with the member locked); a debit below zero → `point.balance.not.enough`. */
export async function addPointEntry(db: Db, memberId: number, now: Date, entry: NewPointEntry): Promise<number> {
  if (entry.points < 0n && (await pointBalanceOf(db, memberId)) + entry.points < 0n) {
    refuse('point.balance.not.enough', 'Not enough points');
  }
  const rows = await db.query<{ id: number }>(
    `INSERT INTO point_entries (member_id, kind, points, bet_id_upto, redemption_id, ledger_transaction_id, remark, created_at)
     VALUES ($1, $2, $3::bigint, $4, $5, $6, $7, $8) RETURNING id`,
    [
      memberId,
      entry.kind,
      entry.points.toString(),
      entry.betIdUpto ?? null,
      entry.redemptionId ?? null,
      entry.ledgerTransactionId ?? null,
      entry.remark ?? '',
      now,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('point entry insert returned no id');
  return id;
}

/** The member's total valid stake of settled bets (minor units). */
export async function validStakeOf(db: Db, memberId: number): Promise<bigint> {
  const rows = await db.query<{ total: string | null }>(
    "SELECT SUM(valid_stake)::text AS total FROM bets WHERE member_id = $1 AND state = 'SETTLED'",
    [memberId],
  );
  return minorFromDb(rows[0]?.total ?? '0');
}

/**
 * Brings the member's EARN entries up to floor(valid stake of settled bets / stakePerPoint).
 * Idempotent: the target is a function of the bets, the difference is written once under the lock.
 */
export async function earnPoints(db: Db, memberId: number, now: Date): Promise<bigint> {
  return db.transaction(async (tx) => {
    await lockMemberPoints(tx, memberId);
    const bets = await tx.query<{ total: string | null; upto: number | null }>(
      "SELECT SUM(valid_stake)::text AS total, MAX(id) AS upto FROM bets WHERE member_id = $1 AND state = 'SETTLED'",
      [memberId],
    );
    const target = minorFromDb(bets[0]?.total ?? '0') / POINT_RULES.stakePerPoint;
    const earned = await tx.query<{ total: string | null }>(
      "SELECT SUM(points)::text AS total FROM point_entries WHERE member_id = $1 AND kind = 'EARN'",
      [memberId],
    );
    const missing = target - minorFromDb(earned[0]?.total ?? '0');
    if (missing <= 0n) return 0n;
    await addPointEntry(tx, memberId, now, {
      kind: 'EARN',
      points: missing,
      betIdUpto: bets[0]?.upto ?? null,
      remark: 'Valid bets',
    });
    return missing;
  });
}

/** The job: earns points for every member with settled bets not yet counted; answers how many members gained. */
export async function earnPointsForAll(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ member_id: number }>(
    `SELECT b.member_id FROM bets b WHERE b.state = 'SETTLED'
     GROUP BY b.member_id
     HAVING MAX(b.id) > COALESCE((SELECT MAX(e.bet_id_upto) FROM point_entries e WHERE e.member_id = b.member_id AND e.kind = 'EARN'), 0)`,
  );
  let gained = 0;
  for (const row of rows) if ((await earnPoints(db, row.member_id, now)) > 0n) gained += 1;
  return gained;
}

/** `MCS2_getPointBalance`: earns what is due first, so the balance is current. */
export async function pointBalance(db: Db, memberId: number, now: Date): Promise<PointBalance> {
  await earnPoints(db, memberId, now);
  const rows = await db.query<{ balance: string | null; earned: string | null }>(
    `SELECT SUM(points)::text AS balance, SUM(points) FILTER (WHERE kind IN ('EARN', 'ADJUST') AND points > 0)::text AS earned
     FROM point_entries WHERE member_id = $1`,
    [memberId],
  );
  return {
    balance: Number(minorFromDb(rows[0]?.balance ?? '0')),
    totalEarned: Number(minorFromDb(rows[0]?.earned ?? '0')),
  };
}

interface EntryRow {
  id: number;
  kind: PointKind;
  points: string;
  balance_after: string;
  remark: string;
  created_at: Date;
}

/** `ODSFE2_MemTransDet`: the member's points movements, newest first, each with the balance after it. */
export async function pointEntries(db: Db, memberId: number, request: PageRequest): Promise<Page<PointEntry>> {
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<EntryRow>(
    `SELECT id, kind, points::text AS points, remark, created_at,
       (SUM(points) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW))::text AS balance_after
     FROM point_entries WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const total = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM point_entries WHERE member_id = $1',
    [memberId],
  );
  return page(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      changedPoints: Number(row.points),
      balanceAfter: Number(row.balance_after),
      remark: row.remark,
      createdAt: row.created_at.getTime(),
    })),
    request,
    total[0]?.count ?? 0,
  );
}
