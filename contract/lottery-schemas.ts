/**
 * The lottery gateway (`/lgw/*`, raw JSON without the envelope, contract §4.7) and the built-in
 * betting page's API (`/lottery/api/*`, enveloped). See docs/contract.md §11 and docs/lottery.md.
 */
import * as v from 'valibot';
import { IdSchema } from './id-schema.ts';
import { MoneySchema } from './money-schemas.ts';

/** Prize modes (spec §3); the brand config's `lotteryType` names one, in any letter case. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

export const LOTTERY_BET_TYPES = ['BIG_SMALL', 'ODD_EVEN', 'POSITION', 'LO', 'DE', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4'] as const;
export const LotteryBetTypeSchema = v.picklist(LOTTERY_BET_TYPES);
export type LotteryBetType = v.InferOutput<typeof LotteryBetTypeSchema>;

export const LotteryKindSchema = v.picklist(['5D', 'PK10', 'K3', '11X5', 'VN_NORTH', 'VN_SOUTH']);
export type LotteryKind = v.InferOutput<typeof LotteryKindSchema>;

/** A bet type a game offers, with its odds (payout per unit staked, stake included). */
export const LotteryOfferSchema = v.object({ betType: LotteryBetTypeSchema, odds: v.string() });

/** One game of a menu. */
export const LotteryMenuGameSchema = v.object({
  gameCode: v.string(),
  gameId: v.number(),
  labelName: v.string(),
  kind: LotteryKindSchema,
  /** ELOTT or LOTT; vendor TCG or TCG_LOTTO_VN. */
  category: v.string(),
  vendor: v.string(),
  /** Seconds between draws; null for daily draws. */
  intervalSeconds: v.nullable(v.number()),
  /** NORTH, SOUTH or CENTRE for Vietnamese games. */
  region: v.nullable(v.string()),
  offers: v.array(LotteryOfferSchema),
});
export type LotteryMenuGame = v.InferOutput<typeof LotteryMenuGameSchema>;

/** A menu group: `gameGroupCode` (SSC, PK10, K3, 11X5, VN_TRADITIONAL, VN_FAST), its label, its games. */
export const LotteryMenuGroupSchema = v.object({
  gameGroupCode: v.string(),
  labelName: v.string(),
  gameMenus: v.array(LotteryMenuGameSchema),
});
export type LotteryMenuGroup = v.InferOutput<typeof LotteryMenuGroupSchema>;

/** `GET /lgw/games/game_menus` and `GET /lgw/vn/games/game_menu`: groups keyed by group code. */
export const LotteryMenusSchema = v.record(v.string(), LotteryMenuGroupSchema);
export type LotteryMenus = v.InferOutput<typeof LotteryMenusSchema>;

/** A drawn result: e-lottery `numbers`; Vietnamese `prizes` (special prize first, then 1st…7th/8th). */
export const LotteryResultSchema = v.union([
  v.object({ numbers: v.array(v.number()) }),
  v.object({ prizes: v.array(v.array(v.string())) }),
]);
export type LotteryResult = v.InferOutput<typeof LotteryResultSchema>;

/** One drawn draw, its seed revealed (sha256(seed) = seedHash; docs/lottery.md tells how to recompute). */
export const LotteryDrawResultSchema = v.object({
  drawId: v.number(),
  gameCode: v.string(),
  gameId: v.number(),
  labelName: v.string(),
  numero: v.string(),
  /** Epoch ms. */
  drawTime: v.number(),
  seedHash: v.string(),
  seed: v.string(),
  result: LotteryResultSchema,
  /** The result in one line: "3,1,4,1,5" or the special prize. */
  display: v.string(),
});
export type LotteryDrawResult = v.InferOutput<typeof LotteryDrawResultSchema>;

/** `GET /lgw/games/popular?count=`: games with their draw on sale now. */
export const PopularLotterySchema = v.object({
  gameCode: v.string(),
  gameId: v.number(),
  labelName: v.string(),
  category: v.string(),
  vendor: v.string(),
  /** The current draw's number. */
  numero: v.string(),
  drawId: v.number(),
  /** Milliseconds from serverTime to the draw. */
  remainTime: v.number(),
  /** Whether tickets are still sold for this draw. */
  isSale: v.boolean(),
  /** Epoch ms: the draw, the end of sales, and the server's clock when it answered. */
  drawTime: v.number(),
  closeTime: v.number(),
  serverTime: v.number(),
  seedHash: v.string(),
  /** The previous draw, when there is one. */
  lastNumero: v.nullable(v.string()),
  lastDisplay: v.nullable(v.string()),
});
export type PopularLottery = v.InferOutput<typeof PopularLotterySchema>;
export const PopularLotteryListSchema = v.array(PopularLotterySchema);

/** `GET /lgw/games/opened/numero`: the latest result of every game (or of `gameCode`, newest first). */
export const LotteryResultListSchema = v.array(LotteryDrawResultSchema);

/** `GET /lgw/vn/numeros/opened/game`: per game code, its drawn draws newest first. */
export const VnOpenedSchema = v.record(v.string(), v.object({
  gameCode: v.string(),
  labelName: v.string(),
  region: v.nullable(v.string()),
  draws: v.array(LotteryDrawResultSchema),
}));
export type VnOpened = v.InferOutput<typeof VnOpenedSchema>;

/** `GET /lgw/vn/games/game_menu/recent`: the member's recently played Vietnamese games. */
export const VnRecentGameSchema = v.object({ gameCode: v.string(), gameId: v.number(), labelName: v.string(), lastBetAt: v.number() });
export const VnRecentGamesSchema = v.array(VnRecentGameSchema);
export type VnRecentGame = v.InferOutput<typeof VnRecentGameSchema>;

// --- The betting page's API (`/lottery/api/*`, header X-Lottery-Session) ---

/** `POST /lottery/api/session {launchToken}`. */
export const LotterySessionBodySchema = v.object({ launchToken: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });
export const LotterySessionSchema = v.object({ lotterySession: v.string(), username: v.string(), balance: MoneySchema, currency: v.string() });

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
  id: v.number(),
  reference: v.string(),
  gameCode: v.string(),
  drawId: v.number(),
  numero: v.string(),
  betType: LotteryBetTypeSchema,
  selection: v.array(v.string()),
  position: v.nullable(v.number()),
  odds: v.string(),
  stake: MoneySchema,
  /** null while the draw is open. */
  win: v.nullable(MoneySchema),
  state: v.picklist(['OPEN', 'SETTLED', 'CANCELLED']),
  placedAt: v.number(),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

/** `POST /lottery/api/tickets` answer: the ticket's id and the balance after the stake. */
export const TicketBoughtSchema = v.object({ reference: v.string(), drawId: v.number(), numero: v.string(), stake: MoneySchema, balance: MoneySchema });
