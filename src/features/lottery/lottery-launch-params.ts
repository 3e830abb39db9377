/**
 * The lottery launch's parameters for a /lottery visit, by vendor (spec §2, `lib/lottery-start.ts`
 * says where each vendor starts). Only the framed lottery page needs them, so they stay out of the
 * first visit's code.
 */
import type { LotteryLaunch } from '@/api/lottery/lottery-requests';
import type { LotterySearch } from '@/lib/lottery-start';

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
