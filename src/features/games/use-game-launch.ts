/**
 * The launch behind the /game page. A tap usually obtained the address already (the player moves
 * here only with one); otherwise — a reload, a shared address, "Try again" — the page asks the
 * platform for a fresh single-use launch URL itself, through the launch query every launch uses
 * (`launchQueries.game`: no background refetch, cancelled when the page is left). Offline there is
 * no launch attempt at all; guests are asked to log in first.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

import type { LaunchTarget } from '@/api/games/game-requests';
import { launchQueries } from '@/api/games/launch-queries';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { forgetPreparedLaunch, launchKeyOf, preparedLaunch } from '@/stores/tap-launch-store';

export type LaunchState =
  | { kind: 'no-target' }
  | { kind: 'login' }
  | { kind: 'offline' }
  | { kind: 'loading' }
  | { kind: 'ready'; url: string }
  | { kind: 'error'; error: unknown };

/** Stands for the target while there is none (the query is off then). */
const NO_TARGET: LaunchTarget = { vassalage: '' };

export function useGameLaunch(target: LaunchTarget | null, attempt: number): LaunchState {
  const { token, info } = useSnapshot(sessionState);
  // A trial session plays on the free-play wallet (the platform allows it for the house games only).
  const accountType = isTrialSession(info) ? 0 : 1;
  const isOnline = useOnlineStatus();
  const tapKey = target === null || token === null ? null : launchKeyOf(target, token);
  // The address the tap obtained, for the first attempt of that launch only.
  const [tapped] = useState(() => ({ key: tapKey, url: tapKey === null ? null : preparedLaunch(tapKey) }));
  const prepared = attempt === 0 && tapped.key === tapKey ? (tapped.url ?? undefined) : undefined;
  const queryClient = useQueryClient();
  const query = launchQueries.game(
    target ?? NO_TARGET,
    accountType,
    { username: info?.userName, token: token ?? '' },
    attempt,
  );
  const launch = useQuery({ ...query, enabled: target !== null && token !== null && isOnline, initialData: prepared });
  // A launch the device went offline during is dropped, and runs again once it is back.
  useEffect(() => {
    if (!isOnline) void queryClient.cancelQueries({ queryKey: query.queryKey });
    // The key stands for the launch; only going offline cancels it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOnline, queryClient]);
  // Used: coming back to this launch later asks for a fresh address.
  const isReady = launch.data !== undefined;
  useEffect(() => {
    if (isReady && tapKey !== null) forgetPreparedLaunch(tapKey);
  }, [isReady, tapKey]);

  if (target === null) return { kind: 'no-target' };
  if (token === null) return { kind: 'login' };
  if (launch.data !== undefined) return { kind: 'ready', url: launch.data };
  if (launch.isError) return { kind: 'error', error: launch.error };
  if (!isOnline) return { kind: 'offline' };
  return { kind: 'loading' };
}
