/**
 * The one way to launch a game or the lottery: a query per launch. A launch URL is single use, so a
 * launch is never cached past its page (`gcTime: 0`), never refetched in the background (a network
 * blip or a refocus after the game is framed must not reload it) and never retried by Query (the
 * game launch repeats itself at most once, POST then GET, `launch-game.ts`). Leaving the page
 * before the answer cancels the request (the query's `signal`); "Try again" is a new `attempt`,
 * so a new launch.
 *
 * The tap on a game tile fetches the same query before moving to /game (`hooks/tap-launch.ts`), so
 * the player moves only with an address and a refusal stays where they tapped.
 */
import { queryOptions } from '@tanstack/react-query';

import { launchLottery, type LotteryLaunch } from '@/api/lottery/lottery-requests';

import type { AccountType, LaunchMember, LaunchTarget } from './game-requests';
import { obtainLaunchUrl } from './launch-game';

const SINGLE_USE = {
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export const launchQueries = {
  all: () => ['launch'] as const,
  /** A game's address to frame (checked against the launch rules); `attempt` counts "Try again". */
  game: (target: LaunchTarget, accountType: AccountType, member: LaunchMember, attempt: number) =>
    queryOptions({
      queryKey: [...launchQueries.all(), 'game', target, accountType, member, attempt] as const,
      queryFn: ({ client, signal }) => obtainLaunchUrl(client, target, accountType, member, signal),
      ...SINGLE_USE,
    }),
  /** The lottery's betting page (its URL is checked by the page against its own origins). */
  lottery: (launch: LotteryLaunch, token: string | null) =>
    queryOptions({
      queryKey: [...launchQueries.all(), 'lottery', token, launch] as const,
      queryFn: ({ signal }) => launchLottery(launch, signal),
      ...SINGLE_USE,
    }),
};
