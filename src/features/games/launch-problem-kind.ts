/** Sorts a launch that did not produce a frame into the cases the game page explains differently. */
import { launchErrorKind, type LaunchErrorKind } from '@/api/games/launch-game';

import type { LaunchState } from './use-game-launch';

export type ProblemKind = 'offline' | 'login' | 'no-target' | LaunchErrorKind;

/** The case of a state that shows no frame, or null while loading or framed. */
export function problemKind(state: LaunchState): ProblemKind | null {
  switch (state.kind) {
    case 'offline':
    case 'login':
    case 'no-target':
      return state.kind;
    case 'error':
      return launchErrorKind(state.error);
    default:
      return null;
  }
}
