/** Lottery gateway calls (raw JSON, contract §4.7 / docs/contract.md §11) and the lottery launch. */
import { lotteryEndpoints } from '#contract/endpoints/lottery-endpoints.ts';
import { LaunchSchema } from '#contract/game-schemas.ts';

import { apiClient } from '@/api/api-client';

import { noteServerTime } from './server-clock';

/** `GET /lgw/games/game_menus?prizeMode=`. */
export function fetchLotteryMenus(prizeMode: string, signal?: AbortSignal) {
  return apiClient().call(lotteryEndpoints.menus, { query: { prizeMode }, signal });
}

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

/** `GET /lotto/lgw/games/opened/numero` (spec §7): the latest result of every game. */
export function fetchLatestResults(signal?: AbortSignal) {
  return apiClient().call(lotteryEndpoints.latestResults, { signal });
}

/** `GET /lgw/vn/games/game_menu`. */
export function fetchVnMenus(prizeMode: string, device: string, signal?: AbortSignal) {
  return apiClient().call(lotteryEndpoints.vnMenus, { query: { prizeMode, device }, signal });
}

/** `GET /lgw/vn/numeros/opened/game`: a game's draws, newest first (today's and the past week's). */
export function fetchVnOpened(gameCode: string, signal?: AbortSignal) {
  return apiClient().call(lotteryEndpoints.vnOpened, { query: { gameCode, count: 7 }, signal });
}

/** `GET /lgw/vn/games/game_menu/recent` (member). */
export function fetchVnRecent(signal?: AbortSignal) {
  return apiClient().call(lotteryEndpoints.vnRecent, { signal });
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
