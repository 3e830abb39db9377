/**
 * The game catalogue (migration 006, contract §9): games of enabled vendors, filtered and paged,
 * hot games, the VASSALAGE vendors' games, and maintenance switches (PVP rooms: pvp-rooms.ts).
 * Names are stored per platform language; the wire carries the request language's name (English else).
 */
import type { Game } from '#contract/game-schemas.ts';

import type { Db } from '../../db/database.ts';
import { badParam } from '../refusal.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';
import { limitOffset, page, type Page, type PageRequest } from '../wallet/paging.ts';
import { GAME_LANGUAGES, type GameLanguage, type GameNames } from './game-language.ts';

export const GAME_TAGS = ['SLOT', 'TABLE', 'LIVE', 'MINI', 'CARD', 'FISH', 'SPORT', 'JACKPOT'] as const;
export type GameTag = (typeof GAME_TAGS)[number];
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export type BuiltinKind = 'slot' | 'dice' | 'baccarat';
/** Game icons are square pictures of this side (WebP by default, PNG when the name asks). */
export const GAME_ICON_SIZE = 240;

export const gameIconPath = (category: string, gameCode: string): string =>
  `TCG_PROD_IMAGES/GAMES/${category}/${gameCode}.webp`;

export interface NewGame {
  lane: string;
  vendor: string;
  category: string;
  gameId: string;
  gameCode: string;
  names: GameNames;
  iconPath: string;
  iconWidth: number;
  iconHeight: number;
  tag: GameTag;
  builtin: BuiltinKind | null;
  isHot: boolean;
  /** Recently added: the cards say "New" (our extension). */
  isNew: boolean;
  /** Minor units. */
  jackpot: bigint | null;
  sortOrder: number;
}

export interface ListedGame extends NewGame {
  nodeId: number;
  /** The game's own switch. */
  gameMaintenance: boolean;
  /** The vendor's switch (covers all its games). */
  vendorMaintenance: boolean;
}

interface GameRow {
  node_id: number;
  lane: string;
  vendor: string;
  category: string;
  game_id: string;
  game_code: string;
  names: GameNames;
  icon_path: string;
  icon_width: number;
  icon_height: number;
  tag: GameTag;
  builtin: BuiltinKind | null;
  is_hot: boolean;
  is_new: boolean;
  jackpot: string | null;
  maintenance: boolean;
  vendor_maintenance: boolean;
  sort_order: number;
}

const SELECT = `SELECT g.node_id, g.lane, g.vendor, g.category, g.game_id, g.game_code, g.names, g.icon_path, g.icon_width, g.icon_height,
  g.tag, g.builtin, g.is_hot, g.is_new, g.jackpot::text AS jackpot, g.maintenance, v.maintenance AS vendor_maintenance, g.sort_order
  FROM games g JOIN vendors v ON v.category = g.lane AND v.code = g.vendor`;
const ORDER = 'ORDER BY v.sort_order, v.code, g.sort_order, g.node_id';

function toGame(row: GameRow): ListedGame {
  return {
    nodeId: row.node_id,
    lane: row.lane,
    vendor: row.vendor,
    category: row.category,
    gameId: row.game_id,
    gameCode: row.game_code,
    names: row.names,
    iconPath: row.icon_path,
    iconWidth: row.icon_width,
    iconHeight: row.icon_height,
    tag: row.tag,
    builtin: row.builtin,
    isHot: row.is_hot,
    isNew: row.is_new,
    jackpot: row.jackpot === null ? null : minorFromDb(row.jackpot),
    sortOrder: row.sort_order,
    gameMaintenance: row.maintenance,
    vendorMaintenance: row.vendor_maintenance,
  };
}

/** A platform language code from a request (`language` query or `Language` header); English otherwise. */
export function gameLanguage(...candidates: (string | undefined)[]): GameLanguage {
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase();
    if (code && (GAME_LANGUAGES as readonly string[]).includes(code)) return code as GameLanguage;
  }
  return 'EN';
}

export const gameName = (game: Pick<NewGame, 'names'>, language: GameLanguage): string =>
  game.names[language] || game.names.EN;

export const underMaintenance = (game: ListedGame): boolean => game.gameMaintenance || game.vendorMaintenance;

/** The wire form (GameSchema). */
export function toWireGame(game: ListedGame, language: GameLanguage): Game {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameType: game.category,
    vassalage: game.vendor,
    gameName: gameName(game, language),
    iconUrl: game.iconPath,
    isHot: game.isHot ? 1 : 0,
    isNew: game.isNew,
    tag: game.tag,
    jackpot: game.jackpot === null ? null : formatMoney(game.jackpot),
    isMaintenance: underMaintenance(game),
    // Trial members play the house games only (launch.ts).
    freePlay: game.builtin !== null,
  };
}

/** Inserts games in one statement per 40 (the seed adds hundreds); returns their node ids in order. */
export async function insertGames(db: Db, games: readonly NewGame[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < games.length; start += 40) {
    const chunk = games.slice(start, start + 40);
    const params: unknown[] = [];
    const values = chunk.map((game) => {
      const base = params.length;
      params.push(
        game.lane,
        game.vendor,
        game.category,
        game.gameId,
        game.gameCode,
        JSON.stringify(game.names),
        game.iconPath,
        game.iconWidth,
        game.iconHeight,
        game.tag,
        game.builtin,
        game.isHot,
        game.isNew,
        game.jackpot === null ? null : game.jackpot.toString(),
        game.sortOrder,
      );
      const p = (i: number) => `$${base + i}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}::jsonb, ${p(7)}, ${p(8)}::int, ${p(9)}::int, ${p(10)}, ${p(11)}, ${p(12)}::boolean, ${p(13)}::boolean, ${p(14)}::bigint, ${p(15)}::int)`;
    });
    const rows = await db.query<{ node_id: number }>(
      `INSERT INTO games (lane, vendor, category, game_id, game_code, names, icon_path, icon_width, icon_height, tag, builtin, is_hot, is_new, jackpot, sort_order)
       VALUES ${values.join(', ')} RETURNING node_id`,
      params,
    );
    // RETURNING follows VALUES order for a plain multi-row insert; node ids come from one serial in that order.
    ids.push(...rows.map((row) => row.node_id).sort((a, b) => a - b));
  }
  return ids;
}

/** One game by node id, if its vendor is enabled. */
export async function findGame(db: Db, nodeId: number): Promise<ListedGame | undefined> {
  const rows = await db.query<GameRow>(`${SELECT} WHERE g.node_id = $1 AND v.enabled`, [nodeId]);
  return rows[0] ? toGame(rows[0]) : undefined;
}

/** One game by its code (icons, operator tools), enabled vendor or not. */
export async function findGameByCode(db: Db, gameCode: string): Promise<ListedGame | undefined> {
  const rows = await db.query<GameRow>(`${SELECT} WHERE g.game_code = $1`, [gameCode]);
  return rows[0] ? toGame(rows[0]) : undefined;
}

/** The vendor's lobby game: its first game in the category (or any lane) — the one-vendor direct launch. */
export async function vendorLobbyGame(db: Db, vendor: string, category?: string): Promise<ListedGame | undefined> {
  const params: unknown[] = [vendor];
  let where = 'g.vendor = $1 AND v.enabled';
  if (category) {
    params.push(category);
    where += ' AND g.category = $2';
  }
  const rows = await db.query<GameRow>(`${SELECT} WHERE ${where} ${ORDER} LIMIT 1`, params);
  return rows[0] ? toGame(rows[0]) : undefined;
}

export interface GameFilter {
  category: string;
  vendor?: string;
  search?: string;
  tag?: string;
  language: GameLanguage;
}

/** Validated filter from query text: `gameType` required, `tag` one of GAME_TAGS. */
export function gameFilter(
  query: Partial<Record<'gameType' | 'tag' | 'vassalage' | 'gameName', string>>,
  language: GameLanguage,
): GameFilter {
  const category = query.gameType?.trim().toUpperCase() ?? '';
  if (!category) return badParam('gameType', 'is required');
  if (!(GAME_CATEGORIES as readonly string[]).includes(category))
    return badParam('gameType', 'is invalid: unknown category');
  const tag = query.tag?.trim().toUpperCase();
  if (tag && !(GAME_TAGS as readonly string[]).includes(tag)) return badParam('tag', 'is invalid: unknown tag');
  const vendor = query.vassalage?.trim().toUpperCase();
  const search = query.gameName?.trim().slice(0, 60);
  return { category, language, ...(vendor ? { vendor } : {}), ...(search ? { search } : {}), ...(tag ? { tag } : {}) };
}

/** A page of games (`pageSize` 1–60, default 24). */
export async function listGames(db: Db, filter: GameFilter, request: PageRequest): Promise<Page<ListedGame>> {
  const params: unknown[] = [filter.category];
  const where = ['v.enabled', 'g.category = $1'];
  if (filter.vendor) {
    params.push(filter.vendor);
    where.push(`g.vendor = $${params.length}`);
  }
  if (filter.tag) {
    params.push(filter.tag);
    where.push(`g.tag = $${params.length}`);
  }
  if (filter.search) {
    // strpos, not LIKE: the player's text is matched literally (no wildcards to escape).
    params.push(filter.search.toLowerCase(), filter.language);
    const q = `$${params.length - 1}`;
    where.push(
      `(strpos(lower(g.names->>'EN'), ${q}) > 0 OR strpos(lower(coalesce(g.names->>$${params.length}, '')), ${q}) > 0)`,
    );
  }
  const condition = where.join(' AND ');
  const counted = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM games g JOIN vendors v ON v.category = g.lane AND v.code = g.vendor WHERE ${condition}`,
    params,
  );
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<GameRow>(`${SELECT} WHERE ${condition} ${ORDER} LIMIT ${limit} OFFSET ${offset}`, params);
  return page(rows.map(toGame), request, counted[0]?.count ?? 0);
}

/** Hot games (at most 20), optionally of one category. */
export async function hotGames(db: Db, category?: string): Promise<ListedGame[]> {
  const params: unknown[] = [];
  let where = 'v.enabled AND g.is_hot';
  if (category) {
    params.push(category.toUpperCase());
    where += ' AND g.category = $1';
  }
  const rows = await db.query<GameRow>(`${SELECT} WHERE ${where} ORDER BY g.node_id LIMIT 20`, params);
  return rows.map(toGame);
}

/** Games of the given node ids, in that order, dropping unknown ones. */
export async function gamesByIds(db: Db, nodeIds: readonly number[]): Promise<ListedGame[]> {
  if (nodeIds.length === 0) return [];
  const rows = await db.query<GameRow>(`${SELECT} WHERE v.enabled AND g.node_id = ANY($1::int[])`, [nodeIds]);
  const byId = new Map(rows.map((row) => [row.node_id, toGame(row)]));
  return nodeIds.flatMap((id) => byId.get(id) ?? []);
}

/** The VASSALAGE popup: gameType → vendor → games, for enabled vendors whose isGame is VASSALAGE. */
export async function vassalageGames(db: Db): Promise<ListedGame[]> {
  const rows = await db.query<GameRow>(`${SELECT} WHERE v.enabled AND v.is_game = 'VASSALAGE' ${ORDER}`);
  return rows.map(toGame);
}

/** Puts one game under maintenance or back; false when there is no such game. */
export async function setGameMaintenance(db: Db, gameCode: string, on: boolean): Promise<boolean> {
  const rows = await db.query<{ node_id: number }>(
    'UPDATE games SET maintenance = $2 WHERE game_code = $1 RETURNING node_id',
    [gameCode, on],
  );
  return rows.length > 0;
}

/** Puts a vendor (in every lane) under maintenance or back; false when there is no such vendor. */
export async function setVendorMaintenance(db: Db, vendor: string, on: boolean): Promise<boolean> {
  const rows = await db.query<{ id: number }>('UPDATE vendors SET maintenance = $2 WHERE code = $1 RETURNING id', [
    vendor.toUpperCase(),
    on,
  ]);
  return rows.length > 0;
}
