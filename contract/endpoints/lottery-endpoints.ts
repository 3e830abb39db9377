/**
 * Lottery gateway (contract §4.7): raw JSON without the envelope. Spec §7 names
 * `/lotto/lgw/games/opened/numero` for the latest results; the contract's `/lgw/games/opened/numero`
 * reading stays answered by the reference platform.
 */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import {
  LotteryMenusSchema,
  LotteryResultListSchema,
  PopularLotteryListSchema,
  VnOpenedSchema,
  VnRecentGamesSchema,
} from '../lottery-schemas.ts';
import { LanguageQuery, QueryText } from '../request-schemas.ts';

/** A prize mode (and the device of the VN gateway); checked by the platform, which answers raw errors. */
/* @__NO_SIDE_EFFECTS__ */
const menuQuery = () => v.object({ prizeMode: QueryText, device: QueryText, ...LanguageQuery });
/** One game's draws (`gameCode`, the last `count`), or the latest of every game. */
/* @__NO_SIDE_EFFECTS__ */
const resultQuery = () => v.object({ gameCode: QueryText, count: QueryText, ...LanguageQuery });

export const lotteryEndpoints = {
  menus: endpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    token: 'none',
    request: menuQuery(),
    response: LotteryMenusSchema,
  }),
  /** The games on sale: how many (`count`, 1–100), of which prize mode. */
  popular: endpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    token: 'none',
    request: v.object({ count: QueryText, prizeMode: QueryText, device: QueryText, ...LanguageQuery }),
    response: PopularLotteryListSchema,
  }),
  /** The latest result of every game (spec §7 path). */
  latestResults: endpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    request: resultQuery(),
    response: LotteryResultListSchema,
  }),
  /** The contract's other reading of the same call (server only). */
  latestResultsLgw: endpoint({
    method: 'GET',
    path: '/lgw/games/opened/numero',
    request: resultQuery(),
    response: LotteryResultListSchema,
  }),
  vnMenus: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    token: 'none',
    request: menuQuery(),
    response: LotteryMenusSchema,
  }),
  vnOpened: endpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    token: 'none',
    request: resultQuery(),
    response: VnOpenedSchema,
  }),
  vnRecent: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    token: 'required',
    request: v.object(LanguageQuery),
    response: VnRecentGamesSchema,
  }),
};
