/**
 * Deposit orders: the member picks a channel and an amount and gets an order (PENDING) with
 * where to pay and the reference to quote; an operator approves it (CASH_IN → MAIN, one
 * DEPOSIT ledger transaction) or rejects it.
 */
import * as v from 'valibot';

import { DepositChannelSchema, type DepositOrder, type DepositRecord } from '#contract/wallet-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { OperatorError } from '../operator-error.ts';
import { badParam, refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import { idempotent, moneyTransaction } from './idempotency.ts';
import { MAIN, memberAccount, systemAccount } from './ledger-accounts.ts';
import { postTransaction } from './ledger.ts';
import { makeReference, nextId, positiveAmount, requireRealMember, type MoneyContext } from './money-context.ts';
import { formatMoney, minorFromDb, parseAmount } from './money.ts';
import { limitOffset, page, type Page, type PageRequest } from './paging.ts';

type PayTo = DepositOrder['payTo'];

export interface DepositRow {
  id: number;
  member_id: number;
  username: string;
  reference: string;
  channel_id: number;
  channel_type: DepositOrder['channelType'];
  amount: string;
  state: DepositOrder['state'];
  pay_to: PayTo;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT d.id, d.member_id, m.username, d.reference, d.channel_id, d.channel_type, d.amount::text AS amount,
  d.state, d.pay_to, d.created_at, d.updated_at FROM deposit_orders d JOIN members m ON m.id = d.member_id`;

export function depositView(row: DepositRow): DepositOrder {
  return {
    id: row.id,
    reference: row.reference,
    channelId: row.channel_id,
    channelType: row.channel_type,
    amount: formatMoney(minorFromDb(row.amount)),
    state: row.state,
    payTo: v.parse(DepositChannelSchema.entries.payTo, row.pay_to),
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

async function loadDeposit(db: Db, id: number, lock = false): Promise<DepositRow | undefined> {
  return (await db.query<DepositRow>(`${SELECT} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`, [id]))[0];
}

export const depositSettings = (db: Db) => readSetting(db, SETTINGS.deposit);

/** Opens a PENDING order; refuses closed deposits, unknown channels and out-of-range amounts. */
export async function createDeposit(
  ctx: MoneyContext,
  member: Member,
  body: { channelId: number; amount: string },
  key: string,
): Promise<DepositOrder> {
  requireRealMember(member);
  const amount = positiveAmount(body.amount);
  const settings = await depositSettings(ctx.db);
  if (!settings.allowDeposit) refuse('function.not.available', 'Deposits are closed');
  const channel = settings.channels.find((item) => item.id === body.channelId);
  if (!channel) return badParam('channelId', 'is invalid: unknown channel');
  const [min, max] = [parseAmount(channel.minAmount) ?? 0n, parseAmount(channel.maxAmount) ?? 0n];
  if (amount < min || amount > max)
    refuse('deposit.invalid.amount', `Deposit between ${channel.minAmount} and ${channel.maxAmount}`);
  const request = {
    memberId: member.id,
    key,
    scope: 'deposit',
    body: { channelId: channel.id, amount: formatMoney(amount) },
  };
  return idempotent(ctx, request, async (tx) => {
    const id = await nextId(tx, 'deposit_orders');
    await tx.query(
      `INSERT INTO deposit_orders (id, member_id, reference, channel_id, channel_type, amount, state, pay_to, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::bigint, 'PENDING', $7::jsonb, $8, $8)`,
      [
        id,
        member.id,
        makeReference('D', id, ctx.now),
        channel.id,
        channel.type,
        amount.toString(),
        JSON.stringify(channel.payTo),
        ctx.now,
      ],
    );
    const row = await loadDeposit(tx, id);
    if (!row) throw new Error(`deposit ${id} vanished`);
    return depositView(row);
  });
}

/** Which of a member's orders a list shows: one state (or all), created in a period (either end open). */
export interface DepositFilter {
  state: DepositOrder['state'] | null;
  from: Date | null;
  to: Date | null;
}

const EVERY_ORDER: DepositFilter = { state: null, from: null, to: null };
const MEMBER_FILTER = `d.member_id = $1 AND ($2::text IS NULL OR d.state = $2)
  AND ($3::timestamptz IS NULL OR d.created_at >= $3) AND ($4::timestamptz IS NULL OR d.created_at <= $4)`;

/** The member's orders, newest first. */
export async function memberDeposits(
  db: Db,
  memberId: number,
  request: PageRequest,
  filter = EVERY_ORDER,
): Promise<Page<DepositOrder>> {
  const [limit, offset] = limitOffset(request);
  const where = [memberId, filter.state, filter.from, filter.to];
  const rows = await db.query<DepositRow>(`${SELECT} WHERE ${MEMBER_FILTER} ORDER BY d.id DESC LIMIT $5 OFFSET $6`, [
    ...where,
    limit,
    offset,
  ]);
  const count = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM deposit_orders d WHERE ${MEMBER_FILTER}`,
    where,
  );
  return page(rows.map(depositView), request, count[0]?.count ?? 0);
}

/** The deposit record: the member's orders by state and period, each with its channel's name (while it exists). */
export async function depositRecords(
  db: Db,
  memberId: number,
  filter: DepositFilter,
  request: PageRequest,
): Promise<Page<DepositRecord>> {
  const [orders, settings] = await Promise.all([memberDeposits(db, memberId, request, filter), depositSettings(db)]);
  const names = new Map(settings.channels.map((channel) => [channel.id, channel.name]));
  return {
    ...orders,
    content: orders.content.map((order) => ({
      id: order.id,
      reference: order.reference,
      amount: order.amount,
      state: order.state,
      channelType: order.channelType,
      channelName: names.get(order.channelId) ?? '',
      createdAt: order.createdAt,
    })),
  };
}

export interface OperatorDeposit extends DepositOrder {
  username: string;
}

const operatorView = (row: DepositRow): OperatorDeposit => ({ ...depositView(row), username: row.username });

/** Orders for operators (newest first, at most 200), optionally in one state. */
export async function operatorDeposits(db: Db, state?: string): Promise<OperatorDeposit[]> {
  const rows = await db.query<DepositRow>(
    `${SELECT} WHERE ($1::text IS NULL OR d.state = $1) ORDER BY d.id DESC LIMIT 200`,
    [state ?? null],
  );
  return rows.map(operatorView);
}

async function decide(ctx: MoneyContext, id: number, approve: boolean): Promise<OperatorDeposit> {
  return moneyTransaction(ctx.db, async (tx) => {
    const row = await loadDeposit(tx, id, true);
    if (!row) throw new OperatorError('not.found', `no deposit order ${id}`);
    if (row.state !== 'PENDING') throw new OperatorError('invalid', `deposit order ${id} is already ${row.state}`);
    let transactionId: number | null = null;
    if (approve) {
      const main = await memberAccount(tx, row.member_id, MAIN);
      const amount = minorFromDb(row.amount);
      const posted = await postTransaction(tx, ctx.now, {
        type: 'DEPOSIT',
        memberId: row.member_id,
        reference: row.reference,
        postings: [
          { account: await systemAccount(tx, 'CASH_IN'), amount: -amount },
          { account: main, amount },
        ],
      });
      transactionId = posted.id;
    }
    await tx.query('UPDATE deposit_orders SET state = $2, transaction_id = $3, updated_at = $4 WHERE id = $1', [
      id,
      approve ? 'APPROVED' : 'REJECTED',
      transactionId,
      ctx.now,
    ]);
    const updated = await loadDeposit(tx, id);
    if (!updated) throw new Error(`deposit ${id} vanished`);
    return operatorView(updated);
  });
}

/** PENDING → APPROVED, crediting the member's main wallet. */
export const approveDeposit = (ctx: MoneyContext, id: number) => decide(ctx, id, true);
/** PENDING → REJECTED (no money moves). */
export const rejectDeposit = (ctx: MoneyContext, id: number) => decide(ctx, id, false);
