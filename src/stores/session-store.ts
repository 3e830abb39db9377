/**
 * The player's session. The token lives in memory and sessionStorage only (never localStorage),
 * so it dies with the tab; signing out also wipes what the session left in storage. A sign-out is
 * broadcast so other tabs of the same session end too.
 */
import { proxy } from 'valtio';

import { AGENT_TYPES, TRIAL_TYPE } from '#contract/session-schemas.ts';

const TOKEN_KEY = 'token';
const INFO_KEY = 'MC_SESSION_INFO';
const CHANNEL = 'tala-session';

export type LoginType = 'username' | 'sms' | 'freeplay' | 'register' | 'reset';

export interface SessionInfo {
  id: number;
  userName: string;
  /** The spec's isAgent: 0 player, 1/2/41/42 agent, 4 trial. */
  customerType: number;
  loginType: LoginType;
  /** Known at login: the password must be changed before anything else. */
  mustChangePassword?: boolean;
}

function read<T>(key: string, parse: (raw: string) => T): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : parse(raw);
  } catch {
    return null;
  }
}

const hasStorage = typeof sessionStorage !== 'undefined';

export const sessionState = proxy<{ token: string | null; info: SessionInfo | null; expiredNotice: boolean }>({
  token: hasStorage ? read(TOKEN_KEY, (raw) => raw) : null,
  info: hasStorage ? read(INFO_KEY, (raw) => JSON.parse(raw) as SessionInfo) : null,
  expiredNotice: false,
});

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
channel?.addEventListener('message', (event: MessageEvent<{ type: string; token?: string }>) => {
  // Another tab signed this session out: end it here too (same token only).
  if (event.data.type === 'logout' && event.data.token && event.data.token === sessionState.token)
    clearSession({ expired: false, broadcast: false });
});

/** Keeps a freshly issued session for this tab. */
export function startSession(token: string, info: SessionInfo): void {
  sessionState.token = token;
  sessionState.info = info;
  sessionState.expiredNotice = false;
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(INFO_KEY, JSON.stringify(info));
  } catch {
    // Without storage the session lasts until this page is closed.
  }
}

/** Drops the session (sign-out, or a session the server no longer knows). */
export function clearSession(options: { expired: boolean; broadcast?: boolean } = { expired: false }): void {
  const { token } = sessionState;
  sessionState.token = null;
  sessionState.info = null;
  sessionState.expiredNotice = options.expired;
  try {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(INFO_KEY);
  } catch {
    // Storage can be unavailable (private mode); memory state is already cleared.
  }
  if (token && options.broadcast !== false) channel?.postMessage({ type: 'logout', token });
}

/** Records that the forced password change is done. */
export function markPasswordChanged(): void {
  if (!sessionState.info?.mustChangePassword) return;
  sessionState.info = { ...sessionState.info, mustChangePassword: false };
  try {
    sessionStorage.setItem(INFO_KEY, JSON.stringify(sessionState.info));
  } catch {
    // Memory state is updated; storage is best effort.
  }
}

/** Hides the "session ended" notice. */
export function dismissExpiredNotice(): void {
  sessionState.expiredNotice = false;
}

/** Member-centre access (isShowMC): a session that is not a trial. */
export function canUseMemberCentre(info: SessionInfo | null): boolean {
  return info !== null && info.customerType !== TRIAL_TYPE;
}

/** Agent-centre access (isShowAC): agent types 1, 2, 41, 42. */
export function canUseAgentCentre(info: SessionInfo | null): boolean {
  return info !== null && AGENT_TYPES.includes(info.customerType);
}

/** True for free-play trial sessions. */
export function isTrialSession(info: SessionInfo | null): boolean {
  return info?.customerType === TRIAL_TYPE;
}
