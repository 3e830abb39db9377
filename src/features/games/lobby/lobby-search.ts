/**
 * Search params of a game lobby (/rng, /live, …): `page` is the selected vendor (spec:
 * /rng?page={vendor}), `q` the name search, `view` which list shows, `tag` the sub-kind filter.
 * Bad values fall back to the default instead of failing the route.
 */
import * as v from 'valibot';

export const LOBBY_VIEWS = ['all', 'hot', 'favourites', 'recent'] as const;
export type LobbyView = (typeof LOBBY_VIEWS)[number];
export const GAME_TAGS = ['SLOT', 'TABLE', 'LIVE', 'MINI', 'CARD', 'FISH', 'SPORT', 'JACKPOT'] as const;
export type GameTag = (typeof GAME_TAGS)[number];

export const SEARCH_MAX_LENGTH = 40;

export const LobbySearchSchema = v.object({
  page: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,40}$/))), undefined)),
  q: v.optional(v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH))), undefined)),
  view: v.optional(v.fallback(v.optional(v.picklist(LOBBY_VIEWS)), undefined)),
  tag: v.optional(v.fallback(v.optional(v.picklist(GAME_TAGS)), undefined)),
});
export type LobbySearch = v.InferOutput<typeof LobbySearchSchema>;
