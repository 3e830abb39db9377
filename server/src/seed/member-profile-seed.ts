/**
 * Member-centre demo data (seed version 10): one claimable welcome reward for demo01 (₱50.00,
 * 30 days), so the reward centre has something to show. Inserted only when demo01 has no reward
 * with its title, so a repeated run adds nothing.
 */
import type { Db } from '../db/database.ts';
import { findMemberByUsername } from '../domain/accounts/member-repository.ts';

const TITLE = 'Welcome reward';

export async function seedMemberProfile(tx: Db, now: Date): Promise<void> {
  const demo = await findMemberByUsername(tx, 'demo01');
  if (!demo) return;
  const existing = await tx.query('SELECT id FROM rewards WHERE member_id = $1 AND title = $2', [demo.id, TITLE]);
  if (existing.length > 0) return;
  await tx.query(
    'INSERT INTO rewards (member_id, title, amount, created_at, expires_at) VALUES ($1, $2, 5000, $3, $4)',
    [demo.id, TITLE, now, new Date(now.getTime() + 30 * 86_400_000)],
  );
}
