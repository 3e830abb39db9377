/**
 * Lottery gateway (contract §4.7): raw JSON without the envelope. Spec §7 names
 * `/lotto/lgw/games/opened/numero` for the latest results; the contract's `/lgw/games/opened/numero`
 * reading stays answered by the reference platform.
 */
import { endpoint } from '../endpoint.ts';
import {
  LotteryMenusSchema,
  LotteryResultListSchema,
  PopularLotteryListSchema,
  VnOpenedSchema,
  VnRecentGamesSchema,
} from '../lottery-schemas.ts';

export const lotteryEndpoints = {
  menus: endpoint({ method: 'GET', path: '/lgw/games/game_menus', token: 'none', response: LotteryMenusSchema }),
  popular: endpoint({ method: 'GET', path: '/lgw/games/popular', token: 'none', response: PopularLotteryListSchema }),
  /** The latest result of every game (spec §7 path). */
  latestResults: endpoint({ method: 'GET', path: '/lotto/lgw/games/opened/numero', response: LotteryResultListSchema }),
  /** The contract's other reading of the same call (server only). */
  latestResultsLgw: endpoint({ method: 'GET', path: '/lgw/games/opened/numero', response: LotteryResultListSchema }),
  vnMenus: endpoint({ method: 'GET', path: '/lgw/vn/games/game_menu', token: 'none', response: LotteryMenusSchema }),
  vnOpened: endpoint({ method: 'GET', path: '/lgw/vn/numeros/opened/game', token: 'none', response: VnOpenedSchema }),
  vnRecent: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    token: 'required',
    response: VnRecentGamesSchema,
  }),
};
