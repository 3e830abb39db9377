/**
 * Game catalogue (contract §4.5, §2.2): game list, hot games, recents, favourites, the VASSALAGE
 * popup list and PVP rooms. The vendor lanes (game-vendor-endpoints.ts) and the launch (game-launch-endpoints.ts) are separate rows.
 */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import {
  FavouriteBodySchema,
  FavouriteGamesPageSchema,
  FavouriteIdsSchema,
  GameListOfSchema,
  GameListSchema,
  NothingSchema,
  RoomListSchema,
  VassalageGamesSchema,
} from '../game-schemas.ts';
import { LanguageQuery, NoInput, PageQuery, QueryText } from '../request-schemas.ts';

export const gameEndpoints = {
  /** `value: {games[], totalPages, totalCount}` (contract §2.2). */
  gameList: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    /** `gameType` (a category, required by the platform), one vendor (`vassalage`), a name, a tag. */
    request: v.object({
      gameType: QueryText,
      vassalage: QueryText,
      gameName: QueryText,
      tag: QueryText,
      ...PageQuery,
      ...LanguageQuery,
    }),
    response: GameListSchema,
  }),
  /** `value.list`; sent with `isPlatform: 2`, the spec's platforms and `vassalage` (spec §3, §9). */
  hotGames: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    token: 'none',
    request: v.object({
      merchantCode: QueryText,
      isPlatform: QueryText,
      platform: QueryText,
      vassalage: QueryText,
      gameType: QueryText,
      ...LanguageQuery,
    }),
    response: GameListOfSchema,
  }),
  recentGames: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    token: 'required',
    request: v.object(LanguageQuery),
    response: GameListOfSchema,
  }),
  favouriteIds: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    token: 'required',
    request: NoInput,
    response: FavouriteIdsSchema,
  }),
  /** `value: {content[], pageNum, totalPages}` (contract §2.2). */
  favouriteGames: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    token: 'required',
    request: v.object({ gameType: QueryText, ...PageQuery, ...LanguageQuery }),
    response: FavouriteGamesPageSchema,
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    token: 'required',
    request: FavouriteBodySchema,
    response: NothingSchema,
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    token: 'required',
    request: FavouriteBodySchema,
    response: NothingSchema,
  }),
  /** `value.content` = gameType → vendor code → games. */
  vassalageGames: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    request: v.object({ typeId: QueryText, ...LanguageQuery }),
    response: VassalageGamesSchema,
  }),
  rooms: endpoint({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    request: v.object({ vassalage: QueryText, ...LanguageQuery }),
    response: RoomListSchema,
  }),
};
