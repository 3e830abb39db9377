/**
 * The launch behind the /game page. A tap usually obtained the address already (the player moves
 * here only with one); otherwise — a reload, a shared address, "Try again" — the page asks the
 * platform for a fresh single-use launch URL itself. Offline there is no launch attempt at all;
 * guests are asked to log in first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';

import type { LaunchTarget } from '@/api/games/game-requests';
import { obtainLaunchUrl } from '@/api/games/launch-game';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { forgetPreparedLaunch, launchKeyOf, preparedLaunch } from '@/stores/launch-store';
import { isTrialSession, sessionState } from '@/stores/session-store';

export type LaunchState =
  | { kind: 'no-target' }
  | { kind: 'login' }
  | { kind: 'offline' }
  | { kind: 'loading' }
  | { kind: 'ready'; url: string }
  | { kind: 'error'; error: unknown };

type Settled = Extract<LaunchState, { kind: 'ready' | 'error' }>;

export function useGameLaunch(target: LaunchTarget | null, attempt: number): LaunchState {
  const queryClient = useQueryClient();
  const { token, info } = useSnapshot(sessionState);
  // A trial session plays on the free-play wallet (the platform allows it for the house games only).
  const accountType = isTrialSession(info) ? 0 : 1;
  const isOnline = useOnlineStatus();
  const key = target === null || token === null ? null : `${JSON.stringify(target)}|${attempt}|${token}`;
  const tapKey = target === null || token === null ? null : launchKeyOf(target, token);
  // The address the tap obtained, for the first attempt only.
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(() => {
    const url = key !== null && tapKey !== null && attempt === 0 ? preparedLaunch(tapKey) : null;
    return url === null || key === null ? null : { key, state: { kind: 'ready', url } };
  });
  // One launch per key: a network blip after the game is framed must not relaunch (and reload) it.
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Used: coming back to this launch later asks for a fresh address.
    if (settled?.key === key && settled.state.kind === 'ready' && tapKey !== null) forgetPreparedLaunch(tapKey);
    if (key === null || target === null || token === null || !isOnline || started.current === key) return;
    if (settled?.key === key) return;
    started.current = key;
    const controller = new AbortController();
    let isDone = false;
    const settle = (state: Settled) => {
      isDone = true;
      if (!controller.signal.aborted) setSettled({ key, state });
    };
    obtainLaunchUrl(queryClient, target, accountType, { username: info?.userName, token }, controller.signal)
      .then((url) => settle({ kind: 'ready', url }))
      .catch((error: unknown) => settle({ kind: 'error', error }));
    return () => {
      if (isDone) return;
      controller.abort();
      started.current = null;
    };
    // `key` stands for target, attempt and token; isOnline resumes a launch the device was offline for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, isOnline]);

  if (target === null) return { kind: 'no-target' };
  if (token === null) return { kind: 'login' };
  if (settled?.key === key) return settled.state;
  if (!isOnline) return { kind: 'offline' };
  return { kind: 'loading' };
}
