/** Game catalogue, hot games, recents, favourites, the VASSALAGE list, PVP rooms and the launch (contract §9). */
import { catalogueEndpoints } from '#contract/endpoints/catalogue-endpoints.ts';
import { gameLaunchEndpoints } from '#contract/endpoints/game-launch-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { currentPlatformLanguage } from '@/i18n/platform-language';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

const PLATFORM = 'html5-desktop';
/** Web desktop client type of the launch payload (spec §3). */
const CLIENT_TYPE = 3;
/** Hot games: the platforms spec §9 lists (isPlatform 2, flash and html5-desktop). */
const HOT_GAME_PLATFORMS = 'flash,html5-desktop';

function language(): string {
  return currentPlatformLanguage(getRuntimeConfig());
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
  return apiClient().call(catalogueEndpoints.gameList, { query: { ...params, language: language() }, signal });
}

/** `GET /wps/relay/GCSGAME_hotGamesV2` with the spec's request (merchantCode, isPlatform 2, vassalage, platforms, language). */
export function fetchHotGames(gameType: string | undefined, signal?: AbortSignal, vassalage?: string) {
  return apiClient().call(catalogueEndpoints.hotGames, {
    query: {
      merchantCode: getRuntimeConfig().merchant,
      isPlatform: 2,
      vassalage,
      platform: HOT_GAME_PLATFORMS,
      language: language(),
      gameType,
    },
    signal,
  });
}

/** `GET /wps/relay/GCS_recentGame`: the member's last launched games. */
export function fetchRecentGames(signal?: AbortSignal) {
  return apiClient().call(catalogueEndpoints.recentGames, { signal });
}

/** `GET /wps/relay/MCSFE_getFavoriteGames`: the member's favourite node ids. */
export function fetchFavouriteIds(signal?: AbortSignal) {
  return apiClient().call(catalogueEndpoints.favouriteIds, { signal });
}

/** `GET /wps/relay/MCSFE_getFavoriteGamesList`: a page of the member's favourite games. */
export function fetchFavouriteGames(
  params: { pageNo: number; pageSize: number; gameType?: string },
  signal?: AbortSignal,
) {
  return apiClient().call(catalogueEndpoints.favouriteGames, { query: { ...params }, signal });
}

export interface FavouriteBody {
  nodeId: number;
  vendor: string;
  gameType: string;
}

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` (adding twice is fine). */
export function addFavouriteGame(body: FavouriteBody) {
  return apiClient().call(catalogueEndpoints.addFavourite, { body });
}

/** `DELETE /wps/relay/MCSFE_removeFavoriteGameV2`. */
export function removeFavouriteGame(body: FavouriteBody) {
  return apiClient().call(catalogueEndpoints.removeFavourite, { body });
}

/** `GET /wps/relay/GCSGAME_getVassGameType?typeId=1`: games of the VASSALAGE vendors (popup list). */
export function fetchVassalageGames(signal?: AbortSignal) {
  return apiClient().call(catalogueEndpoints.vassalageGames, { query: { typeId: 1 }, signal });
}

/** `GET /wps/relay/GLS2_roomList?vassalage=`: a PVP vendor's rooms. */
export function fetchRooms(vassalage: string, signal?: AbortSignal) {
  return apiClient().call(catalogueEndpoints.rooms, { query: { vassalage }, signal });
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

/** Contract §5.3: 1 = the real-money wallet, 0 = the free-play wallet (trial sessions). */
export type AccountType = 0 | 1;

/** `POST /wps/game/launchGame` (GLS, spec §7): a single-use launch URL; PVP reads the same answer. */
export function launchGame(target: LaunchTarget, accountType: AccountType, signal?: AbortSignal) {
  return apiClient().call(gameLaunchEndpoints.launch, {
    body: {
      launchMode: 'GLS',
      nodeId: target.nodeId,
      roomId: target.roomId,
      gameId: target.gameId,
      vassalage: target.vassalage,
      gameType: target.gameType,
      accountType,
      platform: PLATFORM,
      clientType: CLIENT_TYPE,
      merchantCode: getRuntimeConfig().merchant,
      language: language(),
      confirmTrans: 0,
    },
    signal,
  });
}
