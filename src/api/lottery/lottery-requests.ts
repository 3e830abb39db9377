/**
 * Lottery calls that do work of their own: the games on sale (they set the server clock) and the
 * lottery launch. The other gateway reads (raw JSON, contract §4.7 / docs/contract.md §11) are called
 * by `lotteryQueries`.
 */
import { lotteryEndpoints } from '#contract/endpoints/lottery-endpoints.ts';
import { LaunchSchema } from '#contract/game-schemas.ts';

import { apiClient } from '@/api/api-client';

import { noteServerTime } from './server-clock';

/** `GET /lgw/games/popular`: the games on sale (20 on the lobby, 100 in the full list); keeps the server clock. */
export async function fetchPopularLottery(
  query: { count: number; prizeMode: string; device: string; language: string },
  signal?: AbortSignal,
) {
  const list = await apiClient().call(lotteryEndpoints.popular, { query, signal });
  const first = list[0];
  if (first) noteServerTime(first.serverTime);
  return list;
}

export interface LotteryLaunch {
  lottoPrizeMode: string;
  lottoGameCode?: string;
  lottoView: 'betting' | 'lobby';
  device: string;
  backUrl: string;
  language: string;
  lottoMode?: string;
  /** 0 = the free-play wallet, for trial sessions (contract §5.3); members send none. */
  accountType?: 0;
}

/** `GET /wps/game/launchGame?launchMode=LOTT`: the betting page's URL. */
export function launchLottery(launch: LotteryLaunch, signal?: AbortSignal) {
  return apiClient().request({
    path: '/wps/game/launchGame',
    query: { launchMode: 'LOTT', lottoArea: 'VN', ...launch },
    schema: LaunchSchema,
    signal,
  });
}
