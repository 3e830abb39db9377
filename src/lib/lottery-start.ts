/**
 * Lottery start by vendor (spec §2): TCG_SEA, GPI and TCG_LOTTO_VN each take their own path
 * (TCG_LOTTO_VN goes to /vnlottery); every other lottery vendor starts in /lottery with its game.
 */
import * as v from 'valibot';

import type { LotteryLaunch } from '@/api/lottery/lottery-requests';

export const LotterySearchSchema = v.object({
  vendor: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/))),
  game: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,32}$/))),
  view: v.optional(v.picklist(['betting', 'lobby'])),
});
export type LotterySearch = v.InferOutput<typeof LotterySearchSchema>;

export type LotteryStart = { to: '/vnlottery' } | { to: '/lottery'; search: LotterySearch };

export function lotteryStart(vendor: string, gameCode?: string): LotteryStart {
  switch (vendor) {
    case 'TCG_LOTTO_VN':
      return gameCode ? { to: '/lottery', search: { vendor, game: gameCode, view: 'betting' } } : { to: '/vnlottery' };
    case 'TCG_SEA':
    case 'GPI':
      // Their own lobbies: always the lobby view, in their own prize mode.
      return { to: '/lottery', search: { vendor, view: 'lobby' } };
    default:
      return {
        to: '/lottery',
        search: { vendor, ...(gameCode ? { game: gameCode, view: 'betting' as const } : { view: 'lobby' as const }) },
      };
  }
}

/** The launch call's parameters for a /lottery visit. */
export function lotteryLaunchParams(
  search: LotterySearch,
  context: { prizeMode: string; device: string; language: string; backUrl: string },
): LotteryLaunch {
  const base = {
    device: context.device === 'MOBILE' ? 'MOBILE' : 'WEB',
    backUrl: context.backUrl,
    language: context.language,
  };
  if (search.vendor === 'TCG_SEA')
    return { ...base, lottoPrizeMode: 'SEA', lottoMode: 'SEA_Tradition_Mobile', lottoView: 'lobby' };
  if (search.vendor === 'GPI') return { ...base, lottoPrizeMode: context.prizeMode.toUpperCase(), lottoView: 'lobby' };
  const view = search.view ?? (search.game ? 'betting' : 'lobby');
  return {
    ...base,
    lottoPrizeMode: context.prizeMode.toUpperCase(),
    lottoView: view,
    ...(search.game ? { lottoGameCode: search.game } : {}),
  };
}

/** "mm:ss" (or "h:mm:ss") until `target`; "00:00" once passed. */
export function formatCountdown(target: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((target - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
