/**
 * The game catalogue, favourites, recents, PVP rooms and the launch (docs/contract.md §9).
 * Pure valibot, shared by the client and the reference platform.
 */
import * as v from 'valibot';
import { IdSchema } from './id-schema.ts';
import { MoneySchema } from './money-schemas.ts';
import { PageOfSchema } from './wallet-schemas.ts';

/** One game of the catalogue. */
export const GameSchema = v.object({
  /** Catalogue node: what favourites, recents and the launch name. */
  nodeId: v.number(),
  /** The vendor's own game id. */
  gameId: v.string(),
  gameCode: v.string(),
  /** Category as the client names it: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, ELOTT, LOTT. */
  gameType: v.string(),
  /** Vendor code. */
  vassalage: v.string(),
  /** Name in the request's language (English when no translation exists). */
  gameName: v.string(),
  /** Image path relative to an image CDN, e.g. `TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT-1.webp`. */
  iconUrl: v.string(),
  isHot: v.picklist([0, 1]),
  /** Poker and card games (PVP), mini games (RNG), jackpot games: a sub-kind for filters. */
  tag: v.picklist(['SLOT', 'TABLE', 'LIVE', 'MINI', 'CARD', 'FISH', 'SPORT', 'JACKPOT']),
  /** Current jackpot where the game has one. */
  jackpot: v.nullable(MoneySchema),
  /** Under maintenance: listed, but the launch answers `game.maintenance`. */
  isMaintenance: v.boolean(),
});
export type Game = v.InferOutput<typeof GameSchema>;

/** `GET /wps/relay/GCSGAME_gameList` value. */
export const GameListSchema = v.object({
  games: v.array(GameSchema),
  totalPages: v.number(),
  totalCount: v.number(),
});
export type GameList = v.InferOutput<typeof GameListSchema>;

/** `GET /wps/relay/GCSGAME_hotGamesV2` and `GET /wps/relay/GCS_recentGame` value. */
export const GameListOfSchema = v.object({ list: v.array(GameSchema) });

/** `GET /wps/relay/MCSFE_getFavoriteGames` value: the member's favourite node ids. */
export const FavouriteIdsSchema = v.object({ nodeIds: v.array(v.number()) });

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` value. */
export const FavouriteGamesPageSchema = PageOfSchema(GameSchema);

/** Body of `POST MCSFE_addFavoriteGameV2` and `DELETE MCSFE_removeFavoriteGameV2`. */
export const FavouriteBodySchema = v.object({ nodeId: IdSchema, vendor: v.string(), gameType: v.string() });

/** `GET /wps/relay/GCSGAME_getVassGameType` value: gameType → vendor code → games (the VASSALAGE popup list). */
export const VassalageGamesSchema = v.object({ content: v.record(v.string(), v.record(v.string(), v.array(GameSchema))) });

/** A PVP room (`GET /wps/relay/GLS2_roomList?vassalage=`). */
export const RoomSchema = v.object({
  roomId: v.number(),
  nodeId: v.number(),
  gameName: v.string(),
  roomName: v.string(),
  minBet: MoneySchema,
  players: v.number(),
  maxPlayers: v.number(),
});
export type Room = v.InferOutput<typeof RoomSchema>;
export const RoomListSchema = v.object({ list: v.array(RoomSchema) });

/** `GET /wps/game/launchGame` value (GLS; PVP reads the same `content`). */
export const LaunchSchema = v.object({
  content: v.object({
    game_url: v.string(),
    /** A second entry point (same game, other CDN); may be absent. */
    game_url2: v.optional(v.string()),
  }),
});
export type Launch = v.InferOutput<typeof LaunchSchema>;
