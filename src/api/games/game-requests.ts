/**
 * The launch payload (contract §9). Catalogue reads and favourites call their rows in `gameQueries`
 * and `useSetFavourite` (their shapes are the rows' `request`); the launch calls its row with `launchBody`.
 */
import { currentPlatformLanguage } from '@/i18n/platform-language';
import { getRuntimeConfig } from '@/stores/runtime-config-store';

const PLATFORM = 'html5-desktop';
/** Web desktop client type of the launch payload (spec §3). */
const CLIENT_TYPE = 3;

/** The platform's code for the UI language, read at call time. */
export function gameLanguage(): string {
  return currentPlatformLanguage(getRuntimeConfig());
}

/** What to launch: a game (`nodeId`), a PVP room (`roomId`) or, with only `vassalage`, the vendor's lobby. */
export interface LaunchTarget {
  vassalage: string;
  nodeId?: number;
  roomId?: number;
  gameId?: string;
  /** With a vendor alone: which of its lobbies (a vendor can serve several categories). */
  gameType?: string;
}

/** Contract §5.3: 1 = the real-money wallet, 0 = the free-play wallet (trial sessions). */
export type AccountType = 0 | 1;

/** Who launches: the spec's payload names the member and repeats the session token. */
export interface LaunchMember {
  username: string | undefined;
  token: string;
}

/**
 * The body of `POST /wps/game/launchGame` (GLS, spec §7) for a target, wallet and member: gameId
 * (or roomId), nodeId, accountType, confirmTrans=0, vassalage, launchMode, platform, clientType,
 * username, token, merchantCode and language. Absent ids stay out of the request.
 */
export function launchBody(target: LaunchTarget, accountType: AccountType, member: LaunchMember) {
  return {
    launchMode: 'GLS',
    gameId: target.gameId,
    roomId: target.roomId,
    nodeId: target.nodeId,
    vassalage: target.vassalage,
    gameType: target.gameType,
    accountType,
    confirmTrans: 0,
    platform: PLATFORM,
    clientType: CLIENT_TYPE,
    username: member.username,
    token: member.token,
    merchantCode: getRuntimeConfig().merchant,
    language: gameLanguage(),
  };
}
