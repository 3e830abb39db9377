/**
 * Lottery tickets: buying one (a `placeOpenBet` on the draw that is on sale) and settling every
 * open ticket of a drawn draw (`settleOpenBet`, which pays a ticket once however often it runs).
 * A ticket's stake is at most `lottery.limits.maxStake`; its most possible payout is added to the
 * draw's exposure in the ticket's own transaction by one conditional UPDATE (the row lock it takes
 * makes concurrent tickets on one draw queue), refused once it would pass `drawExposure`. A trial
 * member's ticket bets trial credit and does not count in the exposure (it is no liability).
 */
import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { BET_TABLES, type BetTable } from '../bets/bet-rows.ts';
import { placeOpenBet, settleOpenBet, type OpenBetResult } from '../bets/open-bets.ts';
import { refuse } from '../refusal.ts';
import { readSetting, SETTINGS } from '../setting-definitions.ts';
import type { MoneyContext } from '../wallet/money-context.ts';
import { formatMoney, parseAmount } from '../wallet/money.ts';
import { isTrialMember, playWalletOf } from '../wallet/trial-wallet.ts';
import {
  LOTTERY_ODDS,
  maxTicketPayout,
  oddsText,
  ticketWin,
  validatePick,
  type LotteryPick,
} from './lottery-bet-types.ts';
import { findDraw } from './lottery-draws.ts';
import { LOTTERY_GAMES, lotteryGame } from './lottery-games.ts';
import type { LotteryResult } from './lottery-random.ts';

export interface TicketRequest {
  drawId: number;
  pick: LotteryPick;
  stake: bigint;
  idempotencyKey: string;
}

/** Buys a ticket on a draw still on sale; `lottery.sale.closed` after its closing time. */
export async function buyTicket(
  ctx: MoneyContext,
  member: Member,
  request: TicketRequest,
): Promise<OpenBetResult & { drawId: number; numero: string }> {
  const draw = await findDraw(ctx.db, request.drawId);
  const game = draw ? lotteryGame(draw.gameCode) : undefined;
  if (!draw || !game) return refuse('no.data', 'This draw does not exist');
  const pick = validatePick(game, request.pick);
  if (draw.state !== 'SCHEDULED' || ctx.now.getTime() >= draw.closesAt.getTime()) {
    return refuse('lottery.sale.closed', 'Sales for this draw are closed');
  }
  const limits = await readSetting(ctx.db, SETTINGS.lotteryLimits);
  const maxStake = parseAmount(limits.maxStake) ?? 0n;
  if (request.stake > maxStake)
    refuse('lottery.stake.too.high', `The stake of one ticket is at most ${formatMoney(maxStake)}`);
  const exposure = maxTicketPayout(game, pick, request.stake);
  const ceiling = parseAmount(limits.drawExposure) ?? 0n;
  const odds = LOTTERY_ODDS[game.kind][pick.betType] ?? 0;
  const placed = await placeOpenBet(ctx, member, {
    guard: isTrialMember(member)
      ? undefined
      : async (tx) => {
          const raised = await tx.query(
            'UPDATE lottery_draws SET exposure = exposure + $2::bigint WHERE id = $1 AND exposure + $2::bigint <= $3::bigint RETURNING id',
            [draw.id, exposure.toString(), ceiling.toString()],
          );
          if (raised.length === 0)
            refuse(
              'lottery.draw.exposure.full',
              'This draw takes no more bets of this size; try a smaller stake or the next draw',
            );
        },
    wallet: playWalletOf(member),
    game: { category: game.category, vendor: game.vendor, gameCode: game.code, gameName: game.name },
    stake: request.stake,
    idempotencyKey: request.idempotencyKey,
    detail: { drawId: draw.id, numero: draw.numero, ...pick, odds: oddsText(odds) },
  });
  return { ...placed, drawId: draw.id, numero: draw.numero };
}

interface OpenTicketRow {
  id: number;
  game_code: string;
  stake: string;
  detail: Record<string, unknown> | string;
  result: LotteryResult | string;
}

/**
 * Settles every open lottery ticket whose draw is drawn. Each ticket is its own transaction and
 * only an OPEN ticket moves money, so a crash halfway or a second run pays nothing twice.
 */
export async function settleDrawnTickets(db: Db, now: Date): Promise<number> {
  let settled = 0;
  for (const table of BET_TABLES) settled += await settleDrawnTicketsOf(db, now, table);
  return settled;
}

async function settleDrawnTicketsOf(db: Db, now: Date, table: BetTable): Promise<number> {
  const rows = await db.query<OpenTicketRow>(
    `SELECT b.id, b.game_code, b.stake::text AS stake, b.detail, d.result FROM ${table} b
     JOIN lottery_draws d ON d.id = (b.detail->>'drawId')::int AND d.game_code = b.game_code
     WHERE b.state = 'OPEN' AND b.game_code = ANY($1::text[]) AND d.state = 'DRAWN' ORDER BY b.id LIMIT 1000`,
    [LOTTERY_GAMES.map((game) => game.code)],
  );
  let settled = 0;
  for (const row of rows) {
    const game = lotteryGame(row.game_code);
    if (!game) continue;
    const detail = (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as LotteryPick &
      Record<string, unknown>;
    const result = typeof row.result === 'string' ? (JSON.parse(row.result) as LotteryResult) : row.result;
    const win = ticketWin(
      game,
      {
        betType: detail.betType,
        selection: detail.selection,
        ...(detail.position ? { position: detail.position } : {}),
      },
      BigInt(row.stake),
      result,
    );
    if ((await settleOpenBet(db, now, row.id, win, table)).settledNow) settled += 1;
  }
  return settled;
}
