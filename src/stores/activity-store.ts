/**
 * What the user is in the middle of: forms with unsaved input and an open game. The update prompt
 * reads it so a new version never reloads the app under a half-filled form or a running game.
 */
import { proxy } from 'valtio';

export const activityState = proxy({ dirtyForms: 0, isGameOpen: false });

/** Marks one form as holding unsaved input; returns the function that unmarks it. */
export function markFormDirty(): () => void {
  activityState.dirtyForms += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    activityState.dirtyForms -= 1;
  };
}

/** Records whether a game frame is open. */
export function setGameOpen(open: boolean): void {
  activityState.isGameOpen = open;
}

/** True when reloading now would lose a game or typed input. */
export function isBusy(): boolean {
  return activityState.isGameOpen || activityState.dirtyForms > 0;
}
