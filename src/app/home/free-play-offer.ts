/**
 * The game a guest tapped whose free play is offered (a free-play game, `freePlay`): hot games set
 * it, the choice (free-play-choice.tsx, in the chunk after the first screen) shows while it is set.
 * A store, not a lazy part in the hot games, so the first screen carries two lines for it.
 */
import { proxy } from 'valtio';

import type { Game } from '#contract/game-schemas.ts';

export const freePlayOffer = proxy<{ game: Game | null }>({ game: null });
