/**
 * Launches on mount and again on every `attempt`: asks the platform for a fresh single-use launch
 * URL (so a reload relaunches), then checks it against the launch CDNs. Offline there is no launch
 * attempt at all; guests are asked to log in first. The member's recents change with every launch.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';

import { gameLaunchEndpoints } from '#contract/endpoints/game-launch-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { gameQueries } from '@/api/games/game-queries';
import { launchBody, type LaunchTarget } from '@/api/games/game-requests';
import { systemQueries } from '@/api/system/system-queries';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { isTrialSession, sessionState } from '@/stores/session-store';

import { chooseLaunchUrl } from './launch-url';

export type LaunchState =
  | { kind: 'no-target' }
  | { kind: 'login' }
  | { kind: 'offline' }
  | { kind: 'loading' }
  | { kind: 'ready'; url: string }
  | { kind: 'refused' }
  | { kind: 'error'; error: unknown };

type Settled = Extract<LaunchState, { kind: 'ready' | 'refused' | 'error' }>;

export function useGameLaunch(target: LaunchTarget | null, attempt: number): LaunchState {
  const queryClient = useQueryClient();
  const { token, info } = useSnapshot(sessionState);
  // A trial session plays on the free-play wallet (the platform allows it for the house games only).
  const accountType = isTrialSession(info) ? 0 : 1;
  const isOnline = useOnlineStatus();
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(null);
  const key = target === null || token === null ? null : `${JSON.stringify(target)}|${attempt}|${token}`;
  // One launch per key: a network blip after the game is framed must not relaunch (and reload) it.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (key === null || target === null || !isOnline || started.current === key) return;
    started.current = key;
    const controller = new AbortController();
    let isDone = false;
    const settle = (state: Settled) => {
      isDone = true;
      if (!controller.signal.aborted) setSettled({ key, state });
    };
    Promise.all([
      apiClient().call(gameLaunchEndpoints.launch, {
        body: launchBody(target, accountType),
        signal: controller.signal,
      }),
      queryClient.ensureQueryData(systemQueries.status()),
    ])
      .then(([launch, status]) => {
        const url = chooseLaunchUrl(launch.content, status.info.launchGameCDNs);
        settle(url === null ? { kind: 'refused' } : { kind: 'ready', url });
        void queryClient.invalidateQueries({ queryKey: gameQueries.member() });
      })
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
