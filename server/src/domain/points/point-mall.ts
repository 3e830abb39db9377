/**
 * Points mall (contract §13): rewards with a points price, an amount (valid stake) requirement and
 * stock; redemptions (PROCESS → APPROVED | REJECTED, a rejection returns the points and the
 * stock) and the conversion of points to MAIN money, paid from the BONUS system account in the
 * same transaction as the points debit. Member calls are confirmed with the login password and
 * idempotent on their key. A reward's name, remark and units come in the request's language where
 * it has a translation, else as the operator wrote them.
 */
import type { ConvertResult, PointReward, Redemption } from '#contract/point-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { recheckLoginPassword } from '../accounts/password-recheck.ts';
import { translated, type TextTranslations } from '../content/text-translations.ts';
import type { PlatformLanguageCode } from '../platform-languages.ts';
import { badParam, refuse } from '../refusal.ts';
import { balanceView } from '../wallet/balance-view.ts';
import { idempotent } from '../wallet/idempotency.ts';
import { MAIN, memberAccount, systemAccount } from '../wallet/ledger-accounts.ts';
import { postTransaction } from '../wallet/ledger.ts';
import { requireRealMember, type MoneyContext } from '../wallet/money-context.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { limitOffset, page, type Page, type PageRequest } from '../wallet/paging.ts';
import {
  addPointEntry,
  earnPoints,
  lockMemberPoints,
  POINT_RULES,
  pointBalanceOf,
  validStakeOf,
} from './point-ledger.ts';

interface RewardRow {
  id: number;
  name: string;
  remark: string;
  points_required: string;
  amount_required: string;
  stock: number;
  reserved: number;
  units: string;
  translations: RewardTranslations;
}

/** A reward's name, remark and units per platform language. */
export type RewardTranslations = TextTranslations<'name' | 'remark' | 'units'>;

const toReward = (row: RewardRow, language: PlatformLanguageCode | undefined): PointReward => ({
  id: row.id,
  ...translated({ name: row.name, remark: row.remark, units: row.units }, row.translations, language),
  pointsRequirement: Number(row.points_required),
  amountRequirement: formatMoney(minorFromDb(row.amount_required)),
  availableQuantity: row.stock - row.reserved,
});

const REWARD_COLUMNS =
  'id, name, remark, points_required::text AS points_required, amount_required::text AS amount_required, stock, reserved, units, translations';

/** `MCS2_getPointReward`: enabled rewards in display order (in `language` where translated), and the member's valid stake. */
export async function pointRewards(
  db: Db,
  memberId: number,
  language?: PlatformLanguageCode,
): Promise<{ list: PointReward[]; validStake: string }> {
  const rows = await db.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM point_rewards WHERE enabled ORDER BY sequence, id`,
  );
  return {
    list: rows.map((row) => toReward(row, language)),
    validStake: formatMoney(await validStakeOf(db, memberId)),
  };
}

/** The passwordCheck relays: the member's login password; wrong → `password.check.failed`. */
async function checkLoginPassword(ctx: MoneyContext, member: Member, password: string): Promise<void> {
  if (!password) badParam('password', 'is required');
  await recheckLoginPassword(
    ctx.db,
    member,
    password,
    ctx.now,
    'password.check.failed',
    'The login password is not correct',
  );
}

interface RedemptionRow {
  id: number;
  reward_name: string;
  quantity: number;
  units: string;
  points: string;
  state: Redemption['state'];
  remark: string;
  created_at: Date;
  decided_at: Date | null;
  member_id: number;
  username: string;
  translations: RewardTranslations;
}

function toRedemption(row: RedemptionRow, language?: PlatformLanguageCode): Redemption {
  const { name, units } = translated<'name' | 'units', { name: string; units: string }>(
    { name: row.reward_name, units: row.units },
    row.translations,
    language,
  );
  return {
    id: row.id,
    rewardName: name,
    quantity: row.quantity,
    units,
    points: Number(row.points),
    state: row.state,
    remark: row.remark,
    createdAt: row.created_at.getTime(),
    decidedAt: row.decided_at === null ? null : row.decided_at.getTime(),
  };
}

const REDEMPTION_SELECT = `SELECT r.id, w.name AS reward_name, r.quantity, w.units, r.points::text AS points, r.state, r.remark,
  r.created_at, r.decided_at, r.member_id, m.username, w.translations
  FROM point_redemptions r JOIN point_rewards w ON w.id = r.reward_id JOIN members m ON m.id = r.member_id`;

async function redemptionById(db: Db, id: number): Promise<RedemptionRow | undefined> {
  return (await db.query<RedemptionRow>(`${REDEMPTION_SELECT} WHERE r.id = $1`, [id]))[0];
}

export interface RedeemRequest {
  rewardId: number;
  quantity: number;
  password: string;
}

/**
 * `passwordCheck/MCS2_redeemPointReward`: debits the points and reserves the stock; PROCESS until
 * the operator decides. The answer names the reward in `language` where translated.
 */
export async function redeemReward(
  ctx: MoneyContext,
  member: Member,
  request: RedeemRequest,
  key: string,
  language?: PlatformLanguageCode,
): Promise<Redemption> {
  requireRealMember(member);
  await checkLoginPassword(ctx, member, request.password);
  await earnPoints(ctx.db, member.id, ctx.now);
  const body = { rewardId: request.rewardId, quantity: request.quantity };
  return idempotent(ctx, { memberId: member.id, key, scope: 'redeem', body }, async (tx) => {
    await lockMemberPoints(tx, member.id);
    const reward = (
      await tx.query<RewardRow>(`SELECT ${REWARD_COLUMNS} FROM point_rewards WHERE id = $1 AND enabled FOR UPDATE`, [
        request.rewardId,
      ])
    )[0];
    if (!reward) return refuse('point.reward.not.found', 'This reward is not available');
    if (reward.stock - reward.reserved < request.quantity)
      refuse('point.reward.sold.out', 'Not enough of this reward is left');
    if ((await validStakeOf(tx, member.id)) < minorFromDb(reward.amount_required)) {
      refuse('point.amount.requirement', "Your valid bets do not reach this reward's amount requirement yet");
    }
    const points = BigInt(reward.points_required) * BigInt(request.quantity);
    if ((await pointBalanceOf(tx, member.id)) < points) refuse('point.balance.not.enough', 'Not enough points');
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO point_redemptions (member_id, reward_id, quantity, points, state, created_at)
       VALUES ($1, $2, $3, $4::bigint, 'PROCESS', $5) RETURNING id`,
      [member.id, reward.id, request.quantity, points.toString(), ctx.now],
    );
    const id = inserted[0]?.id;
    if (id === undefined) throw new Error('redemption insert returned no id');
    await tx.query('UPDATE point_rewards SET reserved = reserved + $2 WHERE id = $1', [reward.id, request.quantity]);
    await addPointEntry(tx, member.id, ctx.now, {
      kind: 'REDEEM',
      points: -points,
      redemptionId: id,
      remark: reward.name,
    });
    const row = await redemptionById(tx, id);
    if (!row) throw new Error('redemption vanished');
    return toRedemption(row, language);
  });
}

/** `MCS2_getRedeemPointList`: the member's redemptions, newest first, rewards named in `language` where translated. */
export async function redemptionPage(
  db: Db,
  memberId: number,
  request: PageRequest,
  language?: PlatformLanguageCode,
): Promise<Page<Redemption>> {
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<RedemptionRow>(
    `${REDEMPTION_SELECT} WHERE r.member_id = $1 ORDER BY r.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const total = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM point_redemptions WHERE member_id = $1',
    [memberId],
  );
  return page(
    rows.map((row) => toRedemption(row, language)),
    request,
    total[0]?.count ?? 0,
  );
}

export interface OperatorRedemption extends Redemption {
  username: string;
}

/** Operator list, oldest first, optionally one state. */
export async function operatorRedemptions(db: Db, state?: string): Promise<OperatorRedemption[]> {
  const rows = await db.query<RedemptionRow>(
    `${REDEMPTION_SELECT} WHERE ($1::text IS NULL OR r.state = $1) ORDER BY r.id`,
    [state ?? null],
  );
  return rows.map((row) => ({ ...toRedemption(row), username: row.username }));
}

/**
 * The operator's decision on a PROCESS redemption. A rejection returns the points and the stock,
 * once (the state change and the unique REDEEM_RETURN entry both guard it).
 */
export async function decideRedemption(
  db: Db,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
  now: Date,
  remark = '',
): Promise<OperatorRedemption> {
  return db.transaction(async (tx) => {
    const found = (
      await tx.query<{ member_id: number; state: string; points: string; reward_id: number; quantity: number }>(
        'SELECT member_id, state, points::text AS points, reward_id, quantity FROM point_redemptions WHERE id = $1 FOR UPDATE',
        [id],
      )
    )[0];
    if (!found) return refuse('no.data', `no redemption ${id}`);
    if (found.state !== 'PROCESS') refuse('point.redemption.decided', `redemption ${id} is already ${found.state}`);
    await tx.query('UPDATE point_redemptions SET state = $2, decided_at = $3, remark = $4 WHERE id = $1', [
      id,
      decision,
      now,
      remark,
    ]);
    if (decision === 'REJECTED') {
      await lockMemberPoints(tx, found.member_id);
      await tx.query('UPDATE point_rewards SET reserved = reserved - $2 WHERE id = $1', [
        found.reward_id,
        found.quantity,
      ]);
      await addPointEntry(tx, found.member_id, now, {
        kind: 'REDEEM_RETURN',
        points: BigInt(found.points),
        redemptionId: id,
        remark: remark || 'Redemption rejected',
      });
    }
    const row = await redemptionById(tx, id);
    if (!row) throw new Error('redemption vanished');
    return { ...toRedemption(row), username: row.username };
  });
}

/**
 * `passwordCheck/MCS2_convertPoint`: `points` (a multiple of pointsRatio) become money on MAIN,
 * paid from BONUS (`POINTS_CONVERT`) in the transaction that debits the points.
 */
export async function convertPoints(
  ctx: MoneyContext,
  member: Member,
  request: { points: number; password: string },
  key: string,
): Promise<ConvertResult> {
  requireRealMember(member);
  if (request.points % POINT_RULES.pointsRatio !== 0)
    refuse('point.convert.ratio', `Convert a multiple of ${POINT_RULES.pointsRatio} points`);
  await checkLoginPassword(ctx, member, request.password);
  await earnPoints(ctx.db, member.id, ctx.now);
  const points = BigInt(request.points);
  const amount = (points / BigInt(POINT_RULES.pointsRatio)) * POINT_RULES.exchangeRatio;
  return idempotent(
    ctx,
    { memberId: member.id, key, scope: 'convertPoint', body: { points: request.points } },
    async (tx, hash) => {
      await lockMemberPoints(tx, member.id);
      if ((await pointBalanceOf(tx, member.id)) < points) refuse('point.balance.not.enough', 'Not enough points');
      const posted = await postTransaction(tx, ctx.now, {
        type: 'POINTS_CONVERT',
        memberId: member.id,
        idempotency: { key, hash },
        postings: [
          { account: await systemAccount(tx, 'BONUS'), amount: -amount },
          { account: await memberAccount(tx, member.id, MAIN), amount },
        ],
      });
      await addPointEntry(tx, member.id, ctx.now, {
        kind: 'CONVERT',
        points: -points,
        ledgerTransactionId: posted.id,
        remark: posted.reference,
      });
      return {
        points: request.points,
        amount: formatMoney(amount),
        pointBalance: Number(await pointBalanceOf(tx, member.id)),
        balance: await balanceView(tx, member.id),
      };
    },
  );
}
