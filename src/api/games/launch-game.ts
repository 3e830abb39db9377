/**
 * One game launch, from the member's tap to an address the frame may show: the spec's POST, and
 * once more as GET when the platform answers `#459 http_method_not_support` (contract §5.3: an
 * observed platform launches by GET only); then the address is checked against the launch rules
 * (`lib/launch-url.ts`). Used by the tap (so the player moves to /game only with an address) and by
 * the game page itself on a reload.
 */
import type { QueryClient } from '@tanstack/react-query';

import { gameLaunchEndpoints } from '#contract/endpoints/game-launch-endpoints.ts';
import type { ErrorCode } from '#contract/error-codes.ts';

import { allowRetryNow, apiClient } from '@/api/api-client';
import { isApiError } from '@/api/api-error';
import { readPlatformStatus } from '@/api/system/platform-status';
import { chooseLaunchUrl } from '@/lib/launch-url';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

import { gameQueries } from './game-queries';
import { launchBody, type AccountType, type LaunchMember, type LaunchTarget } from './game-requests';

/** The platform gave addresses, but none may be framed here (scheme, or the operator's allow-list). */
export class LaunchAddressRefused extends Error {
  override readonly name = 'LaunchAddressRefused';
  constructor() {
    super('no launch address may be framed');
  }
}

/** The platform's answer to a POST it takes only as GET. */
export function isMethodRefused(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.rawCode === ('http_method_not_support' satisfies ErrorCode) ||
    error.rawCode === ('#459' satisfies ErrorCode) ||
    /#459\b/.test(error.serverMessage ?? '')
  );
}

type LaunchBody = ReturnType<typeof launchBody>;

/** POST, then (only on `#459`) the same fields once as a GET query. */
async function requestLaunch(body: LaunchBody, signal: AbortSignal | undefined) {
  try {
    return await apiClient().call(gameLaunchEndpoints.launch, { body, signal });
  } catch (error) {
    if (!isMethodRefused(error) || signal?.aborted) throw error;
    return apiClient().request({
      method: 'GET',
      path: gameLaunchEndpoints.launch.path,
      query: body,
      schema: gameLaunchEndpoints.launch.response,
      signal,
    });
  }
}

/** Launches `target` for the member and returns the address to frame; throws the platform's refusal. */
export async function obtainLaunchUrl(
  queryClient: QueryClient,
  target: LaunchTarget,
  accountType: AccountType,
  member: LaunchMember,
  signal?: AbortSignal,
): Promise<string> {
  // Every launch is a person's own request (a tap, opening /game, "Try again"): one game's refusal
  // must not make the next game fail fast. The app itself never repeats a launch (at most POST + GET).
  allowRetryNow(gameLaunchEndpoints.launch.path);
  const [launch, status] = await Promise.all([
    requestLaunch(launchBody(target, accountType, member), signal),
    // The navigation's read (its first-read rule); unknown status: the configured launch CDNs.
    readPlatformStatus(queryClient),
  ]);
  void queryClient.invalidateQueries({ queryKey: gameQueries.member() });
  const config = getRuntimeConfig();
  const statusCdns = status?.info.launchGameCDNs ?? [];
  const launchCdns = statusCdns.length > 0 ? statusCdns : config.launchCdns;
  const url = chooseLaunchUrl(launch.content, { launchCdns, operatorOrigins: config.gameOrigins });
  if (url === null) throw new LaunchAddressRefused();
  return url;
}

const MAINTENANCE_CODES: ReadonlySet<string> = new Set<ErrorCode>(['game.maintenance', '#543']);
const UNFINISHED_CODES: ReadonlySet<string> = new Set<ErrorCode>(['#734', 'game.previous.unfinished']);
const TRIAL_CODE: ErrorCode = 'in_need_true_account';

export type LaunchErrorKind = 'maintenance' | 'unfinished' | 'trial' | 'refused' | 'offline' | 'other';

/** Sorts a failed launch into the cases a player is told about differently. */
export function launchErrorKind(error: unknown): LaunchErrorKind {
  if (error instanceof LaunchAddressRefused) return 'refused';
  const code = isApiError(error) ? error.rawCode : null;
  if (code && MAINTENANCE_CODES.has(code)) return 'maintenance';
  if (code && UNFINISHED_CODES.has(code)) return 'unfinished';
  if (code === TRIAL_CODE) return 'trial';
  if (isApiError(error) && error.kind === 'offline' && error.isDeviceOffline) return 'offline';
  return 'other';
}
