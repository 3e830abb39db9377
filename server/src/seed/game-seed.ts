/**
 * Demo game catalogue (seed version 5): 4–8 games per vendor of every non-lottery lane, with
 * deterministic generated names in all 30 platform languages, hot flags, a few jackpot games, mini games
 * under RNG, card games under PVP and rooms for them; plus the house vendor TALA ("Tala
 * Originals", RNG and LIVE) holding the built-in games. Lottery games are the lottery slice's.
 * Version 16 marks each vendor's newest game in each category new (`demoGames`).
 */
import type { Db } from '../db/database.ts';
import type { GameNames } from '../domain/games/game-language.ts';
import { GAME_ICON_SIZE, gameIconPath, insertGames, type GameTag, type NewGame } from '../domain/games/game-list.ts';
import { insertRooms, type NewRoom } from '../domain/games/pvp-rooms.ts';
import { insertVendor, type Vendor } from '../domain/vendor-repository.ts';
import { BUILTIN_NAMES, generatedNames, type NounKind } from './game-names.ts';
import { demoVendors } from './vendor-seed.ts';

export const HOUSE_VENDOR = 'TALA';
const E_SPORTS = new Set(['AV', 'AI', 'IMES', 'TF', 'IA']);
const COCKFIGHT = new Set(['DS88', 'DIG']);

/** The house vendor in its two lanes (first in each). */
export function houseVendors(): Vendor[] {
  const base = {
    code: HOUSE_VENDOR,
    displayName: 'Tala Originals',
    accountTypeId: 190,
    accountTypeName: HOUSE_VENDOR,
    sortOrder: 1,
    isHot: true,
    isGame: '',
    enabled: true,
  };
  return [
    { ...base, category: 'RNG', gameType: 'RNG' },
    { ...base, category: 'LIVE', gameType: 'LIVE' },
  ];
}

/** 32-bit FNV-1a, so every vendor's games are the same on every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193);
  return h >>> 0;
}

function built(
  lane: string,
  vendor: string,
  category: string,
  code: string,
  names: GameNames,
  tag: GameTag,
  sortOrder: number,
  extra: Partial<NewGame> = {},
): NewGame {
  return {
    lane,
    vendor,
    category,
    gameId: String((hash(code) % 900_000) + 100_000),
    gameCode: code,
    names,
    iconPath: gameIconPath(category, code),
    iconWidth: GAME_ICON_SIZE,
    iconHeight: GAME_ICON_SIZE,
    tag,
    builtin: null,
    isHot: false,
    isNew: false,
    jackpot: null,
    sortOrder,
    ...extra,
  };
}

/** The built-in games. */
export function builtinGames(): NewGame[] {
  return [
    built('RNG', HOUSE_VENDOR, 'RNG', 'TALA-SLOT', BUILTIN_NAMES.slot, 'SLOT', 1, { builtin: 'slot', isHot: true }),
    built('RNG', HOUSE_VENDOR, 'RNG', 'TALA-DICE', BUILTIN_NAMES.dice, 'MINI', 2, { builtin: 'dice', isHot: true }),
    built('LIVE', HOUSE_VENDOR, 'LIVE', 'TALA-BACCARAT', BUILTIN_NAMES.baccarat, 'TABLE', 1, {
      builtin: 'baccarat',
      isHot: true,
    }),
  ];
}

interface LanePlan {
  category: string;
  kind: NounKind;
  tag: GameTag;
  adjectives: boolean;
}

function planOf(lane: string, code: string): LanePlan | null {
  switch (lane) {
    case 'LIVE':
      return { category: 'LIVE', kind: 'TABLE', tag: 'LIVE', adjectives: true };
    case 'FISH':
      return { category: 'FISH', kind: 'FISH', tag: 'FISH', adjectives: true };
    case 'RNG':
      return { category: 'RNG', kind: 'SLOT', tag: 'SLOT', adjectives: true };
    case 'PVP':
      return { category: 'PVP', kind: 'CARD', tag: 'CARD', adjectives: false };
    case 'SPORTS':
      if (E_SPORTS.has(code)) return { category: 'ESPORTS', kind: 'ESPORT', tag: 'SPORT', adjectives: false };
      if (COCKFIGHT.has(code)) return { category: 'COCKFIGHT', kind: 'COCKFIGHT', tag: 'SPORT', adjectives: false };
      return { category: 'SPORTS', kind: 'SPORT', tag: 'SPORT', adjectives: false };
    default:
      return null;
  }
}

/** Every vendor's generated games, in lane and vendor order. */
export function vendorGames(): NewGame[] {
  const games: NewGame[] = [];
  demoVendors().forEach((vendor, vendorIndex) => {
    const plan = planOf(vendor.category, vendor.code);
    if (!plan) return;
    const h = hash(`${vendor.category}:${vendor.code}`);
    const nounCount = plan.kind === 'SLOT' || plan.kind === 'CARD' ? 8 : 6;
    const count = plan.kind === 'CARD' ? 8 : Math.min(nounCount, 4 + (h % 5));
    for (let i = 0; i < count; i++) {
      let tag = plan.tag;
      let kind = plan.kind;
      // Mini games close some RNG vendors' lists; every fourth RNG vendor has a jackpot slot.
      if (plan.category === 'RNG' && i === count - 1 && vendorIndex % 3 === 0) [tag, kind] = ['MINI', 'MINI'];
      const jackpotGame = plan.category === 'RNG' && i === 1 && vendorIndex % 4 === 1;
      if (jackpotGame) tag = 'JACKPOT';
      const noun = (h >>> 8) + i;
      const names = generatedNames(
        kind,
        plan.adjectives && kind !== 'MINI' ? (h >>> 4) + i : null,
        kind === 'MINI' ? h + vendorIndex : noun,
      );
      const code = `${vendor.code}-${plan.category}-${i + 1}`;
      games.push(
        built(vendor.category, vendor.code, plan.category, code, names, tag, (i + 1) * 10, {
          isHot: (vendor.isHot && i === 0) || hash(code) % 7 === 0,
          // 100,000.00–999,999.99 pesos, in minor units.
          jackpot: jackpotGame ? 10_000_000n + BigInt(hash(`${code}:jackpot`) % 90_000_000) : null,
        }),
      );
    }
  });
  return games;
}

/**
 * The demo catalogue in insertion order: the built-in games, then every vendor's. Each vendor's
 * newest game in each category (the last of its list there, so the house's dice and baccarat) is
 * new: a fixed rule, no clock, so the same games say "New" on every run.
 */
export function demoGames(): NewGame[] {
  const games = [...builtinGames(), ...vendorGames()];
  const newest = new Map<string, NewGame>();
  for (const game of games) newest.set(`${game.lane}:${game.vendor}:${game.category}`, game);
  const marked = new Set(newest.values());
  return games.map((game) => (marked.has(game) ? { ...game, isNew: true } : game));
}

const ROOMS = [
  ['Beginner', 100n, 6],
  ['Regular', 1_000n, 6],
  ['High Roller', 10_000n, 9],
] as const;

/** Seed version 5: the house vendor, the catalogue and PVP rooms (only when the catalogue is empty). */
export async function seedGames(tx: Db): Promise<void> {
  for (const vendor of houseVendors()) await insertVendor(tx, vendor);
  // The house games are seamless: stakes and wins move on MAIN, so TALA has no wallet of its own.
  await tx.query('UPDATE vendors SET seamless = true WHERE code = $1', [HOUSE_VENDOR]);
  const existing = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM games');
  if ((existing[0]?.count ?? 0) > 0) return;
  const games = demoGames();
  const nodeIds = await insertGames(tx, games);
  const rooms: NewRoom[] = [];
  games.forEach((game, i) => {
    const nodeId = nodeIds[i];
    if (game.category !== 'PVP' || nodeId === undefined) return;
    const h = hash(game.gameCode);
    for (const [index, [name, minBet, maxPlayers]] of ROOMS.entries()) {
      rooms.push({
        nodeId,
        roomName: name,
        minBet,
        players: (h >>> index) % (maxPlayers + 1),
        maxPlayers,
        sortOrder: index,
      });
    }
  });
  await insertRooms(tx, rooms);
}

/** Seed version 16: a catalogue seeded before the new flag (migration 041) gets the demo's new games. */
export async function seedNewGames(tx: Db): Promise<void> {
  const codes = demoGames()
    .filter((game) => game.isNew)
    .map((game) => game.gameCode);
  await tx.query('UPDATE games SET is_new = true WHERE game_code = ANY($1::text[])', [codes]);
}
