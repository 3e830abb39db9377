/**
 * The game catalogue, favourites, recents, PVP rooms and the launch (docs/contract.md §9).
 * Pure valibot, shared by the client and the reference platform.
 */
import * as v from 'valibot';

import { IdSchema } from './id-schema.ts';
import { LooseMoneySchema, MoneySchema } from './money-schemas.ts';
import { PageOfSchema } from './page-schema.ts';
import { LooseBooleanSchema, LooseNumberSchema, LooseStringSchema, optionalOr, tolerantArray } from './tolerant.ts';

const GAME_TAGS = ['SLOT', 'TABLE', 'LIVE', 'MINI', 'CARD', 'FISH', 'SPORT', 'JACKPOT'] as const;

/**
 * One game of the catalogue, read tolerantly (contract §4.5 names `nodeId`, `gameId`, `gameType`,
 * `vassalage`, `gameCode`/`nodeTypeManageId`, `gameName`/`nodeName`/`displayName`,
 * `defaultIcon`/`showIcon`/`iconUrl`). Required: `nodeId` (favourites, recents and the launch name
 * it) and `vassalage` (the launch needs the vendor); every other field falls back.
 */
export const GameSchema = v.pipe(
  v.looseObject({
    /** Catalogue node: what favourites, recents and the launch name. */
    nodeId: LooseNumberSchema,
    /** The vendor's own game id. */
    gameId: optionalOr(LooseStringSchema, ''),
    gameCode: optionalOr(LooseStringSchema, ''),
    nodeTypeManageId: optionalOr(LooseStringSchema, ''),
    /** Category as the client names it: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, ELOTT, LOTT. */
    gameType: optionalOr(v.string(), ''),
    /** Vendor code. */
    vassalage: v.string(),
    /** Name in the request's language (English when no translation exists). */
    gameName: optionalOr(v.string(), ''),
    nodeName: optionalOr(v.string(), ''),
    displayName: optionalOr(v.string(), ''),
    /** Image path relative to an image CDN, e.g. `TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT-1.webp`. */
    iconUrl: optionalOr(v.string(), ''),
    showIcon: optionalOr(v.string(), ''),
    defaultIcon: optionalOr(v.string(), ''),
    isHot: optionalOr(LooseBooleanSchema, false),
    /** Recently added: the card shows a "New" badge; absent on the family's platforms, so false (our extension). */
    isNew: optionalOr(LooseBooleanSchema, false),
    /** Poker and card games (PVP), mini games (RNG), jackpot games: a sub-kind for filters (our extension). */
    tag: optionalOr(v.picklist(GAME_TAGS), 'SLOT'),
    /** Current jackpot where the game has one (our extension). */
    jackpot: optionalOr(LooseMoneySchema, null),
    /** Under maintenance: listed, but the launch answers `game.maintenance`. */
    isMaintenance: optionalOr(LooseBooleanSchema, false),
    /** A free-play (trial, FREEPLAY3) session may launch it: a guest is offered free play (our extension). */
    freePlay: optionalOr(LooseBooleanSchema, false),
  }),
  v.transform((game) => ({
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameCode: game.gameCode || game.nodeTypeManageId || game.gameId,
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameName: game.gameName || game.nodeName || game.displayName || game.gameCode || game.gameId,
    iconUrl: game.iconUrl || game.showIcon || game.defaultIcon,
    isHot: game.isHot ? (1 as const) : (0 as const),
    isNew: game.isNew,
    tag: game.tag,
    jackpot: game.jackpot,
    isMaintenance: game.isMaintenance,
    freePlay: game.freePlay,
  })),
);
export type Game = v.InferOutput<typeof GameSchema>;

/** `GET /wps/relay/GCSGAME_gameList` value. */
export const GameListSchema = v.object({
  games: tolerantArray(GameSchema),
  totalPages: optionalOr(LooseNumberSchema, 1),
  totalCount: optionalOr(LooseNumberSchema, 0),
});

/** `GET /wps/relay/GCSGAME_hotGamesV2` and `GET /wps/relay/GCS_recentGame` value. */
export const GameListOfSchema = v.object({ list: tolerantArray(GameSchema) });

/** `GET /wps/relay/MCSFE_getFavoriteGames` value: the member's favourite node ids. */
export const FavouriteIdsSchema = v.object({ nodeIds: tolerantArray(LooseNumberSchema) });

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` value. */
export const FavouriteGamesPageSchema = PageOfSchema(GameSchema);

/** Body of `POST MCSFE_addFavoriteGameV2` and `DELETE MCSFE_removeFavoriteGameV2`. */
export const FavouriteBodySchema = v.object({ nodeId: IdSchema, vendor: v.string(), gameType: v.string() });

const NO_GAMES: Record<string, Record<string, Game[]>> = {};

/** `GET /wps/relay/GCSGAME_getVassGameType` value: gameType → vendor code → games (the VASSALAGE popup list). */
export const VassalageGamesSchema = v.object({
  content: optionalOr(v.record(v.string(), v.record(v.string(), tolerantArray(GameSchema))), NO_GAMES),
});

/** Answers whose value nobody reads (favourite add/remove). */
export const NothingSchema = v.nullish(v.unknown());

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
export const RoomListSchema = v.object({ list: tolerantArray(RoomSchema) });

const UrlText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((raw) => (typeof raw === 'string' ? raw.trim() : '')),
  ),
);

/** The two entry points a launch may offer; either may be the only one (`game_url2` alone is seen too). */
const LaunchUrlsSchema = v.pipe(
  v.looseObject({ game_url: UrlText, game_url2: UrlText }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const first = dataset.value.game_url || dataset.value.game_url2;
    if (!first) {
      addIssue({ message: 'no game_url or game_url2' });
      return NEVER;
    }
    const second = dataset.value.game_url ? dataset.value.game_url2 : '';
    return second ? { game_url: first, game_url2: second } : { game_url: first };
  }),
);

/**
 * `/wps/game/launchGame` value (GLS; PVP reads the same). The URL is at `value.content.game_url`
 * (contract §5.3) or, on some platforms, straight at `value.game_url`; either place may carry only
 * `game_url2`; a legacy lotto launch puts it at `value.gameUrl`. All read as
 * `{content: {game_url, game_url2?}}`, `game_url` being the first address offered.
 */
export const LaunchSchema = v.pipe(
  v.looseObject({
    content: v.optional(v.unknown()),
    game_url: v.optional(v.unknown()),
    game_url2: v.optional(v.unknown()),
    gameUrl: v.optional(v.unknown()),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    for (const candidate of [value.content, value, { game_url: value.gameUrl }]) {
      const parsed = v.safeParse(LaunchUrlsSchema, candidate);
      if (parsed.success) return { content: parsed.output };
    }
    addIssue({ message: 'no launch URL at value.content.game_url(2), value.game_url(2) or value.gameUrl' });
    return NEVER;
  }),
);
export type Launch = v.InferOutput<typeof LaunchSchema>;
