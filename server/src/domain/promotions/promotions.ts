/**
 * Promotions (contract §13): the public list with each promotion's phase, the member's standing
 * (activity statuses), applying with a comment and images, joining, the operator's review, and the
 * bonus claim: MAIN credited from BONUS (`BONUS` ledger type) once per member and promotion, only
 * while the promotion's budget can pay it (`promotion.budget.exceeded`), idempotent on its key.
 */
import type { Promotion, PromotionBonus, PromotionClaim } from '#contract/promotion-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { applyBonusRules } from '../bonus/bonus-rules.ts';
import { plainText } from '../content/plain-text.ts';
import { translated, type TextTranslations } from '../content/text-translations.ts';
import type { PlatformLanguageCode } from '../platform-languages.ts';
import { refuse } from '../refusal.ts';
import { balanceView } from '../wallet/balance-view.ts';
import { idempotent } from '../wallet/idempotency.ts';
import { MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { requireRealMember, type MoneyContext } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { parseActivityImages } from './activity-images.ts';

interface PromotionRow {
  id: number;
  kind: 'APPLY' | 'JOIN';
  title: string;
  summary: string;
  content: string;
  bonus: string;
  min_valid_stake: string;
  budget: string;
  paid: string;
  start_at: Date;
  end_at: Date | null;
  translations: PromotionTranslations;
}

/** A promotion's title, summary and content per platform language. */
export type PromotionTranslations = TextTranslations<'title' | 'summary' | 'content'>;

const COLUMNS = `id, kind, title, summary, content, bonus::text AS bonus, min_valid_stake::text AS min_valid_stake,
  budget::text AS budget, paid::text AS paid, start_at, end_at, translations`;

function phaseOf(row: PromotionRow, now: Date): Promotion['phase'] {
  if (row.start_at > now) return 'COMING_SOON';
  if (row.end_at !== null && row.end_at <= now) return 'CLOSE';
  if (minorFromDb(row.budget) - minorFromDb(row.paid) < minorFromDb(row.bonus)) return 'CLOSE';
  return 'OPEN';
}

const toPromotion = (row: PromotionRow, now: Date, language?: PlatformLanguageCode): Promotion => ({
  id: row.id,
  kind: row.kind,
  ...translated({ title: row.title, summary: row.summary, content: row.content }, row.translations, language),
  bonus: formatMoney(minorFromDb(row.bonus)),
  minValidStake: formatMoney(minorFromDb(row.min_valid_stake)),
  startAt: row.start_at.getTime(),
  endAt: row.end_at === null ? null : row.end_at.getTime(),
  phase: phaseOf(row, now),
});

/** Every promotion in display order (ended ones too, shown as CLOSE), in `language` where translated. */
export async function listPromotions(db: Db, now: Date, language?: PlatformLanguageCode): Promise<Promotion[]> {
  const rows = await db.query<PromotionRow>(`SELECT ${COLUMNS} FROM promotions ORDER BY sequence, id`);
  return rows.map((row) => toPromotion(row, now, language));
}

async function promotionById(db: Db, id: number, lock = false): Promise<PromotionRow> {
  const row = (
    await db.query<PromotionRow>(`SELECT ${COLUMNS} FROM promotions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])
  )[0];
  if (!row) return refuse('promotion.not.found', 'This promotion does not exist');
  return row;
}

interface EntryRow {
  id: number;
  promotion_id: number;
  state: 'APPLYING' | 'REJECTED' | 'ISSUED' | 'JOINED' | 'CLAIMED';
  remark: string;
  created_at: Date;
  min_valid_stake: string;
}

/** Valid stake of settled bets placed since `since`. */
async function validStakeSince(db: Db, memberId: number, since: Date): Promise<bigint> {
  const rows = await db.query<{ total: string | null }>(
    "SELECT SUM(valid_stake)::text AS total FROM bets WHERE member_id = $1 AND state = 'SETTLED' AND placed_at >= $2",
    [memberId, since],
  );
  return minorFromDb(rows[0]?.total ?? '0');
}

/** JOINED entries move to PROCESS while betting and to ISSUED once the requirement is met. */
async function claimOf(db: Db, memberId: number, entry: EntryRow): Promise<PromotionClaim> {
  if (entry.state !== 'JOINED')
    return { promotionId: entry.promotion_id, status: entry.state, progress: '0.00', remark: entry.remark };
  const progress = await validStakeSince(db, memberId, entry.created_at);
  const status = progress >= minorFromDb(entry.min_valid_stake) ? 'ISSUED' : progress > 0n ? 'PROCESS' : 'JOINED';
  return { promotionId: entry.promotion_id, status, progress: formatMoney(progress), remark: entry.remark };
}

const ENTRY_SELECT = `SELECT e.id, e.promotion_id, e.state, e.remark, e.created_at, p.min_valid_stake::text AS min_valid_stake
  FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id`;

/** `MCS2_getPromotionClaimList`: the member's standing in each promotion they applied to or joined. */
export async function memberClaims(db: Db, memberId: number): Promise<PromotionClaim[]> {
  const rows = await db.query<EntryRow>(`${ENTRY_SELECT} WHERE e.member_id = $1 ORDER BY e.promotion_id`, [memberId]);
  return Promise.all(rows.map((row) => claimOf(db, memberId, row)));
}

function requireOpen(row: PromotionRow, now: Date, kind: PromotionRow['kind']): void {
  if (row.kind !== kind)
    refuse(
      'promotion.not.available',
      kind === 'APPLY' ? 'This promotion takes no applications' : 'This promotion needs an application',
    );
  const phase = phaseOf(row, now);
  if (phase === 'COMING_SOON') refuse('promotion.not.started', 'This promotion has not started yet');
  if (phase === 'CLOSE') refuse('promotion.closed', 'This promotion is closed');
}

async function insertEntry(
  tx: Db,
  promotionId: number,
  memberId: number,
  state: 'APPLYING' | 'JOINED',
  comment: string,
  now: Date,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO promotion_entries (promotion_id, member_id, state, comment, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING id`,
    [promotionId, memberId, state, comment, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) return refuse('promotion.already.joined', 'You already took part in this promotion');
  return id;
}

export interface ApplyRequest {
  promotionId: number;
  comment: string;
  images: readonly string[];
}

/** `MCSFE_applyPromotion`: stores the application (APPLYING) and its checked images. */
export async function applyToPromotion(
  ctx: MoneyContext,
  member: Member,
  request: ApplyRequest,
): Promise<PromotionClaim> {
  requireRealMember(member);
  // Plain text over a few lines; control characters refused (docs/security.md "Text in and out").
  const comment = plainText(request.comment, 'comment');
  if ([...comment].length > 140) refuse('activity.comment.length', 'The comment is longer than 140 characters');
  const images = parseActivityImages(request.images);
  return ctx.db.transaction(async (tx) => {
    const promotion = await promotionById(tx, request.promotionId);
    requireOpen(promotion, ctx.now, 'APPLY');
    const id = await insertEntry(tx, promotion.id, member.id, 'APPLYING', comment, ctx.now);
    for (const [index, image] of images.entries()) {
      await tx.query('INSERT INTO promotion_images (entry_id, position, content_type, bytes) VALUES ($1, $2, $3, $4)', [
        id,
        index + 1,
        image.type,
        image.bytes,
      ]);
    }
    return { promotionId: promotion.id, status: 'APPLYING', progress: '0.00', remark: '' };
  });
}

/** `MCSFE_joinPromotion`: JOIN promotions; valid stake counts from now on. */
export async function joinPromotion(ctx: MoneyContext, member: Member, promotionId: number): Promise<PromotionClaim> {
  requireRealMember(member);
  return ctx.db.transaction(async (tx) => {
    const promotion = await promotionById(tx, promotionId);
    requireOpen(promotion, ctx.now, 'JOIN');
    await insertEntry(tx, promotion.id, member.id, 'JOINED', '', ctx.now);
    return { promotionId, status: 'JOINED', progress: '0.00', remark: '' };
  });
}

/** `MCSFE_claimIssuedPromotion`: pays the bonus once, within the budget. */
export async function claimPromotion(
  ctx: MoneyContext,
  member: Member,
  promotionId: number,
  key: string,
): Promise<PromotionBonus> {
  requireRealMember(member);
  return idempotent(
    ctx,
    { memberId: member.id, key, scope: 'promotion.claim', body: { promotionId } },
    async (tx, hash) => {
      const entry = (
        await tx.query<EntryRow>(`${ENTRY_SELECT} WHERE e.member_id = $1 AND e.promotion_id = $2 FOR UPDATE OF e`, [
          member.id,
          promotionId,
        ])
      )[0];
      if (!entry) return refuse('promotion.not.issued', 'There is no bonus to claim in this promotion');
      if (entry.state === 'CLAIMED') refuse('promotion.already.claimed', 'You already claimed this bonus');
      if ((await claimOf(tx, member.id, entry)).status !== 'ISSUED')
        refuse('promotion.not.issued', 'There is no bonus to claim in this promotion yet');
      const promotion = await promotionById(tx, promotionId, true);
      const bonus = minorFromDb(promotion.bonus);
      await applyBonusRules(tx, 'PROMOTION', member.id, bonus, ctx.now);
      const paid = await tx.query<{ id: number }>(
        'UPDATE promotions SET paid = paid + $2::bigint WHERE id = $1 AND paid + $2::bigint <= budget RETURNING id',
        [promotionId, bonus.toString()],
      );
      if (paid.length === 0) refuse('promotion.budget.exceeded', "This promotion's budget is used up");
      const posted = await postTransaction(tx, ctx.now, {
        type: 'BONUS',
        memberId: member.id,
        idempotency: { key, hash },
        postings: [
          { account: await systemAccount(tx, 'BONUS'), amount: -bonus },
          { account: await memberAccount(tx, member.id, MAIN), amount: bonus },
        ],
      });
      await tx.query(
        "UPDATE promotion_entries SET state = 'CLAIMED', claimed_at = $2, ledger_transaction_id = $3 WHERE id = $1",
        [entry.id, ctx.now, posted.id],
      );
      return { promotionId, amount: formatMoney(bonus), balance: await balanceView(tx, member.id) };
    },
  );
}

export interface OperatorApplication {
  id: number;
  promotionId: number;
  promotionTitle: string;
  username: string;
  state: string;
  comment: string;
  images: number;
  createdAt: number;
}

/** Operator list of applications (APPLY entries), oldest first. */
export async function operatorApplications(db: Db, state?: string): Promise<OperatorApplication[]> {
  const rows = await db.query<{
    id: number;
    promotion_id: number;
    title: string;
    username: string;
    state: string;
    comment: string;
    images: number;
    created_at: Date;
  }>(
    `SELECT e.id, e.promotion_id, p.title, m.username, e.state, e.comment, e.created_at,
       (SELECT count(*)::int FROM promotion_images i WHERE i.entry_id = e.id) AS images
     FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id JOIN members m ON m.id = e.member_id
     WHERE p.kind = 'APPLY' AND ($1::text IS NULL OR e.state = $1) ORDER BY e.id`,
    [state ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    promotionId: row.promotion_id,
    promotionTitle: row.title,
    username: row.username,
    state: row.state,
    comment: row.comment,
    images: row.images,
    createdAt: row.created_at.getTime(),
  }));
}

/** The operator approves (ISSUED: the bonus becomes claimable) or rejects an APPLYING application. */
export async function reviewApplication(
  db: Db,
  id: number,
  decision: 'ISSUED' | 'REJECTED',
  now: Date,
  remark = '',
): Promise<OperatorApplication> {
  const updated = await db.query<{ id: number }>(
    "UPDATE promotion_entries SET state = $2, decided_at = $3, remark = $4 WHERE id = $1 AND state = 'APPLYING' RETURNING id",
    [id, decision, now, remark],
  );
  const found = (await operatorApplications(db)).find((row) => row.id === id);
  if (!found) return refuse('no.data', `no application ${id}`);
  if (updated.length === 0) refuse('promotion.application.decided', `application ${id} is already ${found.state}`);
  return found;
}

/** One stored image of an application (operator review). */
export async function applicationImage(db: Db, id: number, position: number): Promise<{ type: string; bytes: Buffer }> {
  const row = (
    await db.query<{ content_type: string; bytes: Buffer | Uint8Array }>(
      'SELECT content_type, bytes FROM promotion_images WHERE entry_id = $1 AND position = $2',
      [id, position],
    )
  )[0];
  if (!row) return refuse('no.data', `no image ${position} of application ${id}`);
  return { type: row.content_type, bytes: Buffer.from(row.bytes) };
}
