/**
 * The launch `/game`'s search params name, and the params that name a launch: apart from the route's
 * schema (`game-search.ts`), since only the tap and the game page need them, not the first visit.
 */
import { GAME_CATEGORIES, type GameCategory } from '#contract/vendor-schemas.ts';

import type { LaunchTarget } from '@/api/games/game-requests';

import type { GameSearch } from './game-search';

/** The launch the params ask for, or null when they name none (no vendor). */
export function launchTargetOf(search: GameSearch): LaunchTarget | null {
  if (!search.vassalage) return null;
  if (search.roomId !== undefined) return { vassalage: search.vassalage, roomId: search.roomId };
  if (search.nodeId !== undefined) return { vassalage: search.vassalage, nodeId: search.nodeId };
  return search.gameType ? { vassalage: search.vassalage, gameType: search.gameType } : { vassalage: search.vassalage };
}

function asCategory(value: string | undefined): GameCategory | undefined {
  return GAME_CATEGORIES.find((category) => category === value);
}

/** The search params that launch `target` (the inverse of `launchTargetOf`). */
export function gameSearchFor(target: LaunchTarget, gameType?: GameCategory): GameSearch {
  return {
    vassalage: target.vassalage,
    nodeId: target.nodeId,
    roomId: target.roomId,
    gameType: gameType ?? asCategory(target.gameType),
  };
}
