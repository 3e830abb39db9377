/**
 * The lottery gateway (`/lgw/*`, raw JSON without the envelope, contract §4.7) and the built-in
 * betting page's API (`/lottery/api/*`, enveloped). See docs/contract.md §11 and docs/lottery.md.
 */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { LooseMoneySchema } from './money-schemas.ts';
import { LooseBooleanSchema, LooseNumberSchema, LooseStringSchema, optionalOr, tolerantArray } from './tolerant.ts';

/** Prize modes (spec §3); the brand config's `lotteryType` names one, in any letter case. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

export const LOTTERY_BET_TYPES = [
  'BIG_SMALL',
  'ODD_EVEN',
  'POSITION',
  'LO',
  'DE',
  'CANG3',
  'XIEN2',
  'XIEN3',
  'XIEN4',
] as const;
export const LotteryBetTypeSchema = v.picklist(LOTTERY_BET_TYPES);

export const LotteryKindSchema = v.picklist(['5D', 'PK10', 'K3', '11X5', 'VN_NORTH', 'VN_SOUTH']);

/** A bet type a game offers, with its odds (payout per unit staked, stake included). */
export const LotteryOfferSchema = v.object({ betType: LotteryBetTypeSchema, odds: optionalOr(v.string(), '') });

/** One game of a menu. */
export const LotteryMenuGameSchema = v.object({
  gameCode: LooseStringSchema,
  gameId: optionalOr(LooseNumberSchema, 0),
  labelName: optionalOr(v.string(), ''),
  kind: LotteryKindSchema,
  /** ELOTT or LOTT; vendor TCG or TCG_LOTTO_VN. */
  category: optionalOr(v.string(), ''),
  vendor: optionalOr(v.string(), ''),
  /** Seconds between draws; null for daily draws. */
  intervalSeconds: optionalOr(LooseNumberSchema, null),
  /** NORTH, SOUTH or CENTRE for Vietnamese games. */
  region: optionalOr(v.string(), null),
  offers: tolerantArray(LotteryOfferSchema),
});
export type LotteryMenuGame = v.InferOutput<typeof LotteryMenuGameSchema>;

/** A menu group: `gameGroupCode` (SSC, PK10, K3, 11X5, VN_TRADITIONAL, VN_FAST), its label, its games. */
export const LotteryMenuGroupSchema = v.object({
  gameGroupCode: LooseStringSchema,
  labelName: optionalOr(v.string(), ''),
  gameMenus: tolerantArray(LotteryMenuGameSchema),
});

/** `GET /lgw/games/game_menus` and `GET /lgw/vn/games/game_menu`: groups keyed by group code. */
export const LotteryMenusSchema = v.record(v.string(), LotteryMenuGroupSchema);
export type LotteryMenus = v.InferOutput<typeof LotteryMenusSchema>;

/** A drawn result: e-lottery `numbers`; Vietnamese `prizes` (special prize first, then 1st…7th/8th). */
// The key tells the two apart, so both lists stay required (a tolerant list would read a missing key).
export const LotteryResultSchema = v.union([
  v.object({ numbers: v.array(LooseNumberSchema) }),
  v.object({ prizes: v.array(v.array(LooseStringSchema)) }),
]);

/** One drawn draw, its seed revealed (sha256(seed) = seedHash; docs/lottery.md tells how to recompute). */
export const LotteryDrawResultSchema = v.object({
  drawId: optionalOr(LooseNumberSchema, 0),
  gameCode: LooseStringSchema,
  gameId: optionalOr(LooseNumberSchema, 0),
  labelName: optionalOr(v.string(), ''),
  numero: optionalOr(v.string(), ''),
  /** Epoch ms. */
  drawTime: optionalOr(LooseNumberSchema, 0),
  seedHash: optionalOr(v.string(), ''),
  seed: optionalOr(v.string(), ''),
  result: LotteryResultSchema,
  /** The result in one line: "3,1,4,1,5" or the special prize. */
  display: optionalOr(v.string(), ''),
});
export type LotteryDrawResult = v.InferOutput<typeof LotteryDrawResultSchema>;

/** `GET /lgw/games/popular?count=`: games with their draw on sale now. */
export const PopularLotterySchema = v.object({
  gameCode: LooseStringSchema,
  gameId: optionalOr(LooseNumberSchema, 0),
  labelName: optionalOr(v.string(), ''),
  category: optionalOr(v.string(), ''),
  vendor: optionalOr(v.string(), ''),
  /** The current draw's number. */
  numero: optionalOr(v.string(), ''),
  drawId: optionalOr(LooseNumberSchema, 0),
  /** Milliseconds from serverTime to the draw. */
  remainTime: optionalOr(LooseNumberSchema, 0),
  /** Whether tickets are still sold for this draw. */
  isSale: optionalOr(LooseBooleanSchema, false),
  /** Epoch ms: the draw, the end of sales, and the server's clock when it answered. */
  drawTime: optionalOr(LooseNumberSchema, 0),
  closeTime: optionalOr(LooseNumberSchema, 0),
  serverTime: optionalOr(LooseNumberSchema, 0),
  seedHash: optionalOr(v.string(), ''),
  /** The previous draw, when there is one. */
  lastNumero: optionalOr(v.string(), null),
  lastDisplay: optionalOr(v.string(), null),
});
export type PopularLottery = v.InferOutput<typeof PopularLotterySchema>;
export const PopularLotteryListSchema = v.array(PopularLotterySchema);

/** `GET /lgw/games/opened/numero`: the latest result of every game (or of `gameCode`, newest first). */
export const LotteryResultListSchema = v.array(LotteryDrawResultSchema);

/** `GET /lgw/vn/numeros/opened/game`: per game code, its drawn draws newest first. */
export const VnOpenedSchema = v.record(
  v.string(),
  v.object({
    gameCode: LooseStringSchema,
    labelName: optionalOr(v.string(), ''),
    region: optionalOr(v.string(), null),
    draws: tolerantArray(LotteryDrawResultSchema),
  }),
);

/** `GET /lgw/vn/games/game_menu/recent`: the member's recently played Vietnamese games. */
export const VnRecentGameSchema = v.object({
  gameCode: LooseStringSchema,
  gameId: optionalOr(LooseNumberSchema, 0),
  labelName: optionalOr(v.string(), ''),
  lastBetAt: optionalOr(LooseNumberSchema, 0),
});
export const VnRecentGamesSchema = v.array(VnRecentGameSchema);

// --- The betting page's API (`/lottery/api/*`, header X-Lottery-Session) ---

/** `POST /lottery/api/session {launchToken}`. */
export const LotterySessionBodySchema = v.object({ launchToken: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });
export const LotterySessionSchema = v.object({
  lotterySession: optionalOr(v.string(), ''),
  username: optionalOr(v.string(), ''),
  balance: optionalOr(LooseMoneySchema, '0.00'),
  currency: optionalOr(v.string(), ''),
});

/** `POST /lottery/api/tickets` (Idempotency-Key header): one ticket. */
export const TicketBodySchema = v.object({
  drawId: IdSchema,
  betType: LotteryBetTypeSchema,
  selection: v.pipe(v.array(v.pipe(v.string(), v.maxLength(8))), v.minLength(1), v.maxLength(4)),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  stake: v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/)),
});
export type TicketBody = v.InferOutput<typeof TicketBodySchema>;

export const TicketSchema = v.object({
  id: LooseNumberSchema,
  reference: optionalOr(v.string(), ''),
  gameCode: LooseStringSchema,
  drawId: optionalOr(LooseNumberSchema, 0),
  numero: optionalOr(v.string(), ''),
  betType: LotteryBetTypeSchema,
  selection: tolerantArray(v.string()),
  position: optionalOr(LooseNumberSchema, null),
  odds: optionalOr(v.string(), ''),
  stake: optionalOr(LooseMoneySchema, '0.00'),
  /** null while the draw is open. */
  win: optionalOr(LooseMoneySchema, null),
  state: v.picklist(['OPEN', 'SETTLED', 'CANCELLED']),
  placedAt: optionalOr(LooseNumberSchema, 0),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

/** `POST /lottery/api/tickets` answer: the ticket's id and the balance after the stake. */
export const TicketBoughtSchema = v.object({
  reference: optionalOr(v.string(), ''),
  drawId: optionalOr(LooseNumberSchema, 0),
  numero: optionalOr(v.string(), ''),
  stake: optionalOr(LooseMoneySchema, '0.00'),
  balance: optionalOr(LooseMoneySchema, '0.00'),
});
