/** Game catalogue, hot games, recents, favourites, the VASSALAGE list, PVP rooms and the launch (contract §9). */
import { apiClient } from '@/api/api-client';
import { gameLaunchEndpoints } from '#contract/endpoints/game-launch-endpoints.ts';
import {
  FavouriteGamesPageSchema,
  FavouriteIdsSchema,
  GameListOfSchema,
  GameListSchema,
  RoomListSchema,
  VassalageGamesSchema,
} from '#contract/game-schemas.ts';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { preferencesState } from '@/stores/preferences-store';
import * as v from 'valibot';

const PLATFORM = 'html5-desktop';
/** Web desktop client type of the launch payload (spec §3). */
const CLIENT_TYPE = 3;
const NullSchema = v.nullish(v.unknown());

function language(): string {
  return preferencesState.language || getRuntimeConfig().defaultLanguage;
}

export interface GameListParams {
  gameType: string;
  vassalage?: string;
  gameName?: string;
  tag?: string;
  pageNo: number;
  pageSize: number;
}

/** `GET /wps/relay/GCSGAME_gameList`: one page of a category's games (optionally one vendor, a search, a tag). */
export function fetchGameList(params: GameListParams, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/GCSGAME_gameList', query: { ...params, language: language() }, schema: GameListSchema, signal });
}

/** `GET /wps/relay/GCSGAME_hotGamesV2` (isPlatform 2, as the spec's constants say). */
export function fetchHotGames(gameType: string | undefined, signal?: AbortSignal) {
  return apiClient().request({
    path: '/wps/relay/GCSGAME_hotGamesV2',
    query: { merchantCode: getRuntimeConfig().merchant, isPlatform: 2, platform: PLATFORM, language: language(), gameType },
    schema: GameListOfSchema,
    signal,
  });
}

/** `GET /wps/relay/GCS_recentGame`: the member's last launched games. */
export function fetchRecentGames(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/GCS_recentGame', schema: GameListOfSchema, signal });
}

/** `GET /wps/relay/MCSFE_getFavoriteGames`: the member's favourite node ids. */
export function fetchFavouriteIds(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getFavoriteGames', schema: FavouriteIdsSchema, signal });
}

/** `GET /wps/relay/MCSFE_getFavoriteGamesList`: a page of the member's favourite games. */
export function fetchFavouriteGames(params: { pageNo: number; pageSize: number; gameType?: string }, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getFavoriteGamesList', query: { ...params }, schema: FavouriteGamesPageSchema, signal });
}

export interface FavouriteBody {
  nodeId: number;
  vendor: string;
  gameType: string;
}

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` (adding twice is fine). */
export function addFavouriteGame(body: FavouriteBody) {
  return apiClient().request({ method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', body, schema: NullSchema });
}

/** `DELETE /wps/relay/MCSFE_removeFavoriteGameV2`. */
export function removeFavouriteGame(body: FavouriteBody) {
  return apiClient().request({ method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', body, schema: NullSchema });
}

/** `GET /wps/relay/GCSGAME_getVassGameType?typeId=1`: games of the VASSALAGE vendors (popup list). */
export function fetchVassalageGames(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/GCSGAME_getVassGameType', query: { typeId: 1 }, schema: VassalageGamesSchema, signal });
}

/** `GET /wps/relay/GLS2_roomList?vassalage=`: a PVP vendor's rooms. */
export function fetchRooms(vassalage: string, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/GLS2_roomList', query: { vassalage }, schema: RoomListSchema, signal });
}

/** What to launch: a game (`nodeId`), a PVP room (`roomId`) or, with only `vassalage`, the vendor's lobby. */
export interface LaunchTarget {
  vassalage: string;
  nodeId?: number;
  roomId?: number;
  gameId?: string;
  /** With a vendor alone: which of its lobbies (a vendor can serve several categories). */
  gameType?: string;
}

/** `POST /wps/game/launchGame` (GLS, spec §7): a single-use launch URL; PVP reads the same answer. */
export function launchGame(target: LaunchTarget, signal?: AbortSignal) {
  return apiClient().call(gameLaunchEndpoints.launch, {
    body: {
      launchMode: 'GLS',
      nodeId: target.nodeId,
      roomId: target.roomId,
      gameId: target.gameId,
      vassalage: target.vassalage,
      gameType: target.gameType,
      accountType: 1,
      platform: PLATFORM,
      clientType: CLIENT_TYPE,
      merchantCode: getRuntimeConfig().merchant,
      language: language(),
      confirmTrans: 0,
    },
    signal,
  });
}
