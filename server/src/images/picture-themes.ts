/**
 * Which drawing a demo picture gets: a theme from a word of the game's name, its lane or its code,
 * and the seeded random source that varies the drawing, the same on every machine.
 */
import { THEMES, type Random, type Theme } from './art-emblems.ts';

/** 32-bit FNV-1a of the text. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) h = Math.imul(h ^ byte, 0x01000193);
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, the same sequence on every machine. */
export function random(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The themes that suit each lane; slots take any.
const LANE_THEMES: Record<string, readonly Theme[]> = {
  LIVE: ['cards', 'chip', 'roulette', 'crown', 'dice', 'coins'],
  FISH: ['ocean', 'ocean', 'dragon', 'coins'],
  SPORTS: ['ball'],
  ESPORTS: ['controller', 'lightning', 'space'],
  COCKFIGHT: ['rooster'],
  LOTT: ['balls', 'clover', 'coins'],
  ELOTT: ['balls', 'clover', 'coins', 'lantern'],
  PVP: ['cards', 'chip', 'dice', 'crown'],
  CHESS: ['cards', 'chip', 'dice', 'crown'],
  RNG: [
    'fruit',
    'gems',
    'dragon',
    'ocean',
    'space',
    'coins',
    'crown',
    'clover',
    'lantern',
    'pyramid',
    'lightning',
    'candy',
    'panda',
    'rooster',
    'cards',
  ],
};

// One fixed picture per lane for the category tiles.
export const CATEGORY_THEME: Record<string, Theme> = {
  LIVE: 'roulette',
  RNG: 'fruit',
  FISH: 'ocean',
  SPORTS: 'ball',
  ESPORTS: 'controller',
  COCKFIGHT: 'rooster',
  LOTT: 'balls',
  PVP: 'cards',
  CHESS: 'chip',
  ELOTT: 'clover',
};

// A word of a game's (English) name that says what it is about.
const NAME_THEMES: readonly (readonly [RegExp, Theme])[] = [
  [/dragon|serpent|wyrm/i, 'dragon'],
  [/fish|koi|ocean|sea|shark|reef|aqua|mermaid/i, 'ocean'],
  [/fruit|cherry|cherries|melon|grape|lemon|berry/i, 'fruit'],
  [/gem|jewel|diamond|ruby|emerald|sapphire|crystal/i, 'gems'],
  [/gold|coin|fortune|treasure|riches|wealth|money|cash/i, 'coins'],
  [/king|queen|royal|empire|emperor|crown|palace/i, 'crown'],
  [/lucky|clover|irish|leprechaun/i, 'clover'],
  [/lantern|festival|new year|lunar|lotus/i, 'lantern'],
  [/egypt|pharaoh|pyramid|sphinx|cleopatra/i, 'pyramid'],
  [/thunder|lightning|zeus|storm|power/i, 'lightning'],
  [/candy|sweet|sugar|bonanza/i, 'candy'],
  [/panda|bamboo/i, 'panda'],
  [/space|galaxy|planet|star|cosmic|rocket/i, 'space'],
  [/rooster|chicken|cock|sabong/i, 'rooster'],
  [/roulette|wheel/i, 'roulette'],
  [/dice|sic bo|craps/i, 'dice'],
  [/poker|baccarat|blackjack|card|tongits|pusoy/i, 'cards'],
  [/football|soccer|basket|ball|sport/i, 'ball'],
];

/**
 * The theme a game gets: what its name is about where a word says so and the lane allows it,
 * else one of its lane's themes picked by its key.
 */
export function themeFor(key: string, lane: string, name = ''): Theme {
  const pool = LANE_THEMES[lane.toUpperCase()] ?? THEMES;
  const named = NAME_THEMES.find(([pattern, theme]) => pattern.test(name) && pool.includes(theme))?.[1];
  if (named) return named;
  return pool[hashText(`theme:${key}`) % pool.length] as Theme;
}
