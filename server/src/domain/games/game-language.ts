/** The 8 platform languages (request codes) the catalogue names games in. */
export const GAME_LANGUAGES = ['TY', 'EN', 'CN', 'JA', 'TH', 'VI', 'HI', 'KO'] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];
/** A game's name in every platform language. */
export type GameNames = Record<GameLanguage, string>;
