/**
 * Referral links (invite friends, docs/contract.md §14): a member's links (create, list, soft
 * delete), the registration hook that records who joined through a live link, and the records.
 */
import { randomInt } from 'node:crypto';

import { REFERRAL_LIMITS, type ReferralLink, type ReferralRecord } from '#contract/content-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { refuse } from '../refusal.ts';
import { requireRealMember, TRIAL_TYPE } from '../wallet/money-context.ts';
import { limitOffset, page, type Page, type PageRequest } from '../wallet/paging.ts';
import { displayName } from './display-names.ts';

// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

interface LinkRow {
  id: number;
  code: string;
  name: string;
  created_at: Date;
  registrations: number;
}

const toLink = (row: LinkRow): ReferralLink => ({
  id: row.id,
  code: row.code,
  name: row.name,
  createdAt: row.created_at.getTime(),
  registrations: row.registrations,
});

/** The member's live links, newest first, with how many registered through each. */
export async function listReferralLinks(db: Db, memberId: number): Promise<ReferralLink[]> {
  const rows = await db.query<LinkRow>(
    `SELECT l.id, l.code, l.name, l.created_at, (SELECT count(*)::int FROM referrals r WHERE r.link_id = l.id) AS registrations
     FROM referral_links l WHERE l.member_id = $1 AND l.deleted_at IS NULL ORDER BY l.created_at DESC, l.id DESC`,
    [memberId],
  );
  return rows.map(toLink);
}

/**
 * Creates a link with a fresh unique code; at most REFERRAL_LIMITS.maxLinks live links. Trial
 * members are refused (`in_need_true_account`): their account ends with the session, and a link
 * must not outlive it.
 */
export async function createReferralLink(
  db: Db,
  member: Pick<Member, 'id' | 'type'>,
  name: string,
  now: Date,
): Promise<ReferralLink> {
  requireRealMember(member);
  const label = displayName(name, 'name');
  const memberId = member.id;
  return db.transaction(async (tx) => {
    // Serialises one member's concurrent creations so the limit holds.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const live = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM referral_links WHERE member_id = $1 AND deleted_at IS NULL',
      [memberId],
    );
    if ((live[0]?.count ?? 0) >= REFERRAL_LIMITS.maxLinks) {
      refuse('referral.link.limit', `At most ${REFERRAL_LIMITS.maxLinks} referral links`);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newCode();
      const rows = await tx.query<LinkRow>(
        `INSERT INTO referral_links (member_id, code, name, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO NOTHING RETURNING id, code, name, created_at, 0 AS registrations`,
        [memberId, code, label, now],
      );
      if (rows[0]) return toLink(rows[0]);
    }
    throw new Error('no free referral code after 5 attempts');
  });
}

/** Soft-deletes the member's own link (others' and unknown ids → referral.link.not.found). */
export async function deleteReferralLink(db: Db, memberId: number, id: number, now: Date): Promise<void> {
  const rows = await db.query<{ id: number }>(
    'UPDATE referral_links SET deleted_at = $3 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id',
    [id, memberId, now],
  );
  if (rows.length === 0) refuse('referral.link.not.found', 'No such referral link');
}

export interface LiveReferralLink {
  id: number;
  memberId: number;
}

/** The live link with `code` (case-insensitive), or null; a trial member's link (made before they were refused) is not live. */
export async function findLiveReferralLink(db: Db, code: string): Promise<LiveReferralLink | null> {
  const rows = await db.query<{ id: number; member_id: number }>(
    `SELECT l.id, l.member_id FROM referral_links l JOIN members m ON m.id = l.member_id
     WHERE l.code = upper($1) AND l.deleted_at IS NULL AND m.type <> ${TRIAL_TYPE}`,
    [code.trim()],
  );
  const row = rows[0];
  return row ? { id: row.id, memberId: row.member_id } : null;
}

/** Records that `memberId` registered through `link` (registration calls this once). */
export async function recordReferral(db: Db, link: LiveReferralLink, memberId: number, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO referrals (link_id, referrer_id, member_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (member_id) DO NOTHING',
    [link.id, link.memberId, memberId, now],
  );
}

interface RecordRow {
  id: number;
  username: string;
  name: string;
  code: string;
  created_at: Date;
}

/** Who registered through the member's links (deleted links included), newest first. */
export async function referralRecords(db: Db, memberId: number, request: PageRequest): Promise<Page<ReferralRecord>> {
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<RecordRow>(
    `SELECT r.id, m.username, l.name, l.code, r.created_at FROM referrals r
     JOIN members m ON m.id = r.member_id JOIN referral_links l ON l.id = r.link_id
     WHERE r.referrer_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const total = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM referrals WHERE referrer_id = $1',
    [memberId],
  );
  const records = rows.map((row) => ({
    id: row.id,
    username: row.username,
    linkName: row.name,
    code: row.code,
    registeredAt: row.created_at.getTime(),
  }));
  return page(records, request, total[0]?.count ?? 0);
}
