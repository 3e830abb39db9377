/** Sorts a launch that did not produce a frame into the cases the game page explains differently. */
import { isApiError } from '@/api/api-error';

import type { LaunchState } from './use-game-launch';

const MAINTENANCE_CODES: ReadonlySet<string> = new Set(['game.maintenance', '#543']);
const UNFINISHED_CODES: ReadonlySet<string> = new Set(['#734', 'game.previous.unfinished']);
const TRIAL_CODE = 'in_need_true_account';

export type ProblemKind =
  'offline' | 'login' | 'no-target' | 'maintenance' | 'unfinished' | 'trial' | 'refused' | 'other';

/** The case of a state that shows no frame, or null while loading or framed. */
export function problemKind(state: LaunchState): ProblemKind | null {
  switch (state.kind) {
    case 'offline':
    case 'login':
    case 'no-target':
    case 'refused':
      return state.kind;
    case 'error': {
      const code = isApiError(state.error) ? state.error.errorCode : null;
      if (code && MAINTENANCE_CODES.has(code)) return 'maintenance';
      if (code && UNFINISHED_CODES.has(code)) return 'unfinished';
      if (code === TRIAL_CODE) return 'trial';
      if (isApiError(state.error) && state.error.kind === 'offline' && state.error.isDeviceOffline) return 'offline';
      return 'other';
    }
    default:
      return null;
  }
}
