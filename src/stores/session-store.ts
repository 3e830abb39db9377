/**
 * The player's session. The token lives in memory and sessionStorage only (never localStorage),
 * so it dies with the tab; signing out also wipes what the session left in storage. A sign-out is
 * broadcast so other tabs of the same session end too.
 */
import * as v from 'valibot';
import { proxy } from 'valtio';

import type { MemberInfo } from '#contract/member-schemas.ts';
import { AGENT_TYPES, TRIAL_TYPE } from '#contract/session-schemas.ts';

const TOKEN_KEY = 'token';
const INFO_KEY = 'MC_SESSION_INFO';
const CHANNEL = 'tala-session';

const LOGIN_TYPES = ['username', 'sms', 'firebase', 'freeplay', 'register', 'reset'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** An optional stored field: a value of the wrong shape reads as absent, not as a broken session. */
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/**
 * What the tab keeps of its session (spec §3 "Session keeps: token, isAgent, merchant,
 * merchantCode, platform, nickname, account, username, customerId, toUpline, memberLabel"; the
 * token is stored beside it). Read back tolerantly: only the name and the member type (isAgent)
 * are needed; older or partial copies still load.
 */
const SessionInfoSchema = v.object({
  id: v.fallback(v.number(), 0),
  userName: v.string(),
  /** The spec's isAgent: 0 player, 1/2/41/42 agent, 4 trial. */
  customerType: v.number(),
  loginType: v.fallback(v.picklist(LOGIN_TYPES), 'username'),
  /** Known at login: the password must be changed before anything else. */
  mustChangePassword: optional(v.boolean()),
  account: optional(v.string()),
  nickname: optional(v.nullable(v.string())),
  customerId: optional(v.number()),
  merchant: optional(v.string()),
  merchantCode: optional(v.string()),
  platform: optional(v.string()),
  toUpline: optional(v.boolean()),
  /** `memberLabel[].labelName`: the badges. */
  memberLabels: v.fallback(v.optional(v.array(v.string()), []), []),
  /** `clubLabel.labelName`: the operator's (admin) label, or null. */
  adminLabel: optional(v.nullable(v.string())),
});
export interface SessionInfo {
  id: number;
  userName: string;
  customerType: number;
  loginType: LoginType;
  mustChangePassword?: boolean | undefined;
  account?: string | undefined;
  nickname?: string | null | undefined;
  customerId?: number | undefined;
  merchant?: string | undefined;
  merchantCode?: string | undefined;
  platform?: string | undefined;
  toUpline?: boolean | undefined;
  memberLabels?: readonly string[] | undefined;
  adminLabel?: string | null | undefined;
}

/** A stored copy of the session info, or null when it is not one. */
export function parseStoredInfo(raw: string): SessionInfo | null {
  try {
    const parsed = v.safeParse(SessionInfoSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
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
  info: hasStorage ? read(INFO_KEY, parseStoredInfo) : null,
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

function updateInfo(patch: Partial<SessionInfo>): void {
  if (!sessionState.info) return;
  sessionState.info = { ...sessionState.info, ...patch };
  try {
    sessionStorage.setItem(INFO_KEY, JSON.stringify(sessionState.info));
  } catch {
    // Memory state is updated; storage is best effort.
  }
}

/** Records that the forced password change is done. */
export function markPasswordChanged(): void {
  if (sessionState.info?.mustChangePassword) updateInfo({ mustChangePassword: false });
}

/**
 * Keeps the member fields of member info with the session (spec §3), so a platform whose login
 * answer leaves them out still has them, and a changed nickname or label shows everywhere.
 */
export function keepMemberInSession(member: MemberInfo, token: string): void {
  const info = sessionState.info;
  // An answer of an earlier session (signed out meanwhile) must not land in this one.
  if (!info || sessionState.token !== token) return;
  const patch: Partial<SessionInfo> = {
    account: member.account,
    nickname: member.nickname,
    toUpline: member.toUpline,
    memberLabels: member.memberLabel.map((label) => label.labelName).filter(Boolean),
    adminLabel: member.clubLabel?.labelName || null,
  };
  const changed = (Object.keys(patch) as (keyof SessionInfo)[]).some(
    (key) => JSON.stringify(patch[key]) !== JSON.stringify(info[key]),
  );
  if (changed) updateInfo(patch);
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
