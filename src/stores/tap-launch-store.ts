/**
 * A tapped launch's run and its address handed to the /game page it opens (`prepared`: used once,
 * since launch tokens are single use). The tap's pending state and refusal are in `launch-store.ts`.
 */
import { launchState } from './launch-store';

const prepared = new Map<string, string>();

/** The launch's identity: what /game's address names (vendor, game or room) and the session. */
export function launchKeyOf(
  search: { vassalage?: string | undefined; nodeId?: number | undefined; roomId?: number | undefined },
  token: string,
): string {
  // A room names the launch by itself (the page's address keeps only the room).
  const nodeId = search.roomId === undefined ? (search.nodeId ?? null) : null;
  return JSON.stringify([search.vassalage ?? null, nodeId, search.roomId ?? null, token]);
}

/** Starts a tapped launch; false while another one is still running. */
export function beginTapLaunch(key: string): boolean {
  if (launchState.pending !== null) return false;
  launchState.pending = key;
  launchState.problem = null;
  return true;
}

/** The tapped launch obtained its address: the /game page takes it from here. */
export function prepareLaunch(key: string, url: string): void {
  prepared.clear();
  prepared.set(key, url);
}

export function endTapLaunch(key: string): void {
  if (launchState.pending === key) launchState.pending = null;
}

/** The address a tap obtained for this launch, if any (not yet used). */
export function preparedLaunch(key: string): string | null {
  return prepared.get(key) ?? null;
}

/** The /game page framed it: a later visit launches afresh. */
export function forgetPreparedLaunch(key: string): void {
  prepared.delete(key);
}
