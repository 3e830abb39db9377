import { PLATFORM_LANGUAGE_CODES, type PlatformLanguageCode } from '../platform-languages.ts';

/** The platform languages (request codes) the catalogue names games in. */
export const GAME_LANGUAGES = PLATFORM_LANGUAGE_CODES;
export type GameLanguage = PlatformLanguageCode;
/**
 * A game's name per platform language: English always, the others where the vendor (or the seed)
 * names it; a language without a name shows the English one (game-list.ts gameName).
 */
export type GameNames = { EN: string } & Partial<Record<GameLanguage, string>>;
