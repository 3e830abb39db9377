/**
 * Game catalogue (contract §4.5, §2.2): game list, hot games, recents, favourites, the VASSALAGE
 * popup list and PVP rooms. The vendor lanes and the launch are separate rows (contract-smoke).
 */
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

export const catalogueEndpoints = {
  /** `value: {games[], totalPages, totalCount}` (contract §2.2). */
  gameList: endpoint({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', response: GameListSchema }),
  /** `value.list`; sent with `isPlatform: 2`, the spec's platforms and `vassalage` (spec §3, §9). */
  hotGames: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    token: 'none',
    response: GameListOfSchema,
  }),
  recentGames: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    token: 'required',
    response: GameListOfSchema,
  }),
  favouriteIds: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    token: 'required',
    response: FavouriteIdsSchema,
  }),
  /** `value: {content[], pageNum, totalPages}` (contract §2.2). */
  favouriteGames: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    token: 'required',
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
    response: VassalageGamesSchema,
  }),
  rooms: endpoint({ method: 'GET', path: '/wps/relay/GLS2_roomList', response: RoomListSchema }),
};
