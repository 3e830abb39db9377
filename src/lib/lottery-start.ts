/**
 * Lottery start by vendor (spec §2): TCG_SEA, GPI and TCG_LOTTO_VN each take their own path
 * (TCG_LOTTO_VN goes to /vnlottery); every other lottery vendor starts in /lottery with its game.
 */
import * as v from 'valibot';

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

/** "mm:ss" (or "h:mm:ss") until `target`; "00:00" once passed. */
export function formatCountdown(target: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((target - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
