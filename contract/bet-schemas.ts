/**
 * Bets as the member sees them: the betting record (personalHistoryCopy, and team betting in the
 * agent centre) and profit and loss. See docs/contract.md §10.
 */
import * as v from 'valibot';

import { LooseMoneySchema } from './money-schemas.ts';
import { LooseNumberSchema, optionalOr, tolerantArray } from './tolerant.ts';
import { PageOfSchema } from './wallet-schemas.ts';

export const BetStateSchema = v.picklist(['OPEN', 'SETTLED', 'CANCELLED']);

/** One bet: a settled round of a built-in game or a lottery ticket (OPEN until its draw). */
export const BetRecordSchema = v.object({
  id: LooseNumberSchema,
  /** Round or ticket id, as shown in the game. */
  reference: optionalOr(v.string(), ''),
  /** RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, ELOTT or LOTT. */
  category: optionalOr(v.string(), ''),
  vendor: optionalOr(v.string(), ''),
  gameCode: optionalOr(v.string(), ''),
  gameName: optionalOr(v.string(), ''),
  /** Whose bet (the member's own username; in team betting, the downline's). */
  username: optionalOr(v.string(), ''),
  stake: optionalOr(LooseMoneySchema, '0.00'),
  validStake: optionalOr(LooseMoneySchema, '0.00'),
  /** null while OPEN. */
  win: optionalOr(LooseMoneySchema, null),
  /** win − stake; null while OPEN. */
  profit: optionalOr(LooseMoneySchema, null),
  state: BetStateSchema,
  placedAt: optionalOr(LooseNumberSchema, 0),
  settledAt: optionalOr(LooseNumberSchema, null),
});
export type BetRecord = v.InferOutput<typeof BetRecordSchema>;

/** Totals over a set of bets (open bets count in `stake` and `count` only). */
export const BetTotalsSchema = v.object({
  count: optionalOr(LooseNumberSchema, 0),
  stake: optionalOr(LooseMoneySchema, '0.00'),
  validStake: optionalOr(LooseMoneySchema, '0.00'),
  win: optionalOr(LooseMoneySchema, '0.00'),
  /** Settled win − settled stake: the member's profit (negative = loss). */
  profit: optionalOr(LooseMoneySchema, '0.00'),
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
  from: optionalOr(LooseNumberSchema, 0),
  to: optionalOr(LooseNumberSchema, 0),
  categories: tolerantArray(v.object({ category: optionalOr(v.string(), ''), ...BetTotalsSchema.entries })),
  total: BetTotalsSchema,
});
export type ProfitReport = v.InferOutput<typeof ProfitReportSchema>;
