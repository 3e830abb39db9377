/**
 * Bets as the member sees them: the betting record (personalHistoryCopy, and team betting in the
 * agent centre) and profit and loss. See docs/contract.md §10.
 */
import * as v from 'valibot';
import { MoneySchema } from './money-schemas.ts';
import { PageOfSchema } from './wallet-schemas.ts';

export const BetStateSchema = v.picklist(['OPEN', 'SETTLED', 'CANCELLED']);
export type BetState = v.InferOutput<typeof BetStateSchema>;

/** One bet: a settled round of a built-in game or a lottery ticket (OPEN until its draw). */
export const BetRecordSchema = v.object({
  id: v.number(),
  /** Round or ticket id, as shown in the game. */
  reference: v.string(),
  /** RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, ELOTT or LOTT. */
  category: v.string(),
  vendor: v.string(),
  gameCode: v.string(),
  gameName: v.string(),
  /** Whose bet (the member's own username; in team betting, the downline's). */
  username: v.string(),
  stake: MoneySchema,
  validStake: MoneySchema,
  /** null while OPEN. */
  win: v.nullable(MoneySchema),
  /** win − stake; null while OPEN. */
  profit: v.nullable(MoneySchema),
  state: BetStateSchema,
  placedAt: v.number(),
  settledAt: v.nullable(v.number()),
});
export type BetRecord = v.InferOutput<typeof BetRecordSchema>;

/** Totals over a set of bets (open bets count in `stake` and `count` only). */
export const BetTotalsSchema = v.object({
  count: v.number(),
  stake: MoneySchema,
  validStake: MoneySchema,
  win: MoneySchema,
  /** Settled win − settled stake: the member's profit (negative = loss). */
  profit: MoneySchema,
});
export type BetTotals = v.InferOutput<typeof BetTotalsSchema>;

/** `GET /wps/report/bets` value: a page of bets, newest first, with the totals of the whole filter. */
export const BetPageSchema = v.object({
  ...PageOfSchema(BetRecordSchema).entries,
  totals: BetTotalsSchema,
});
export type BetPage = v.InferOutput<typeof BetPageSchema>;

/** `GET /wps/report/profit` value: totals per category and overall for a period. */
export const ProfitReportSchema = v.object({
  from: v.number(),
  to: v.number(),
  categories: v.array(v.object({ category: v.string(), ...BetTotalsSchema.entries })),
  total: BetTotalsSchema,
});
export type ProfitReport = v.InferOutput<typeof ProfitReportSchema>;
