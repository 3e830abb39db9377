/**
 * A game launch started by a tap: the player stays where they tapped until the platform gave an
 * address. While it runs the tap is `pending` (one launch at a time); a refusal becomes `problem`
 * (shown where the player is, with a way to try again). The hand-off of the address to the /game
 * page is `tap-launch-store.ts` (only the tap and the game page need it, not the first visit).
 */
import { proxy, ref } from 'valtio';

export interface LaunchProblem {
  error: unknown;
  retry: () => void;
}

export const launchState = proxy({
  pending: null as string | null,
  problem: null as LaunchProblem | null,
});

/** The tapped launch was refused: the reason stays on screen where the player tapped. */
export function failTapLaunch(problem: LaunchProblem): void {
  launchState.problem = ref({ ...problem });
}

export function dismissLaunchProblem(): void {
  launchState.problem = null;
}
