/**
 * The platform's operator API (docs/platform.md, "Admin API"), as tests use it, with the data
 * folder's token. Tests change the platform through these calls, not the CLI: the CLI's commands
 * are covered by server/src/cli/*-cli.test.ts (both modes). Shapes are restated here because
 * tests/ typechecks apart from server/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Platform } from './platform';

async function adminFetch(platform: Platform, method: string, pathname: string, body?: unknown): Promise<unknown> {
  const token = (await readFile(path.join(platform.dataDir, 'admin-token'), 'utf8')).trim();
  const response = await fetch(`${platform.url}${pathname}`, {
    method,
    headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; value: unknown; errorCode?: string };
  if (!json.success) throw new Error(`admin ${method} ${pathname} failed: ${json.errorCode ?? response.status}`);
  return json.value;
}

interface OutboxMessage {
  channel: string;
  recipient: string;
  subject?: string | null;
  body: string;
}

/** A recipient's outbox messages, newest first. */
async function outboxOf(platform: Platform, recipient: string): Promise<OutboxMessage[]> {
  const value = (await adminFetch(platform, 'GET', `/admin/outbox?to=${encodeURIComponent(recipient)}`)) as
    OutboxMessage[] | { messages: OutboxMessage[] };
  return Array.isArray(value) ? value : value.messages;
}

/** How many outbox messages a recipient has had so far. */
export async function outboxCount(platform: Platform, recipient: string): Promise<number> {
  return (await outboxOf(platform, recipient)).length;
}

/** The newest outbox message for a recipient, once it has more than `since` (waits up to 10 s for it to arrive). */
export async function latestOutboxMessage(platform: Platform, recipient: string, since = 0): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const list = await outboxOf(platform, recipient);
    if (list.length > since) return list[0] as OutboxMessage;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No outbox message for ${recipient}`);
}

/** The 6-digit code in an SMS body. */
export function codeIn(message: OutboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match?.[1]) throw new Error(`No code in: ${message.body}`);
  return match[1];
}

/** Ends every session of a member (as an expiry would). */
export async function expireSessions(platform: Platform, username: string): Promise<void> {
  await adminFetch(platform, 'POST', '/admin/sessions/expire', { username });
}

/** Clears the failed-login counters (per account and per IP) between tests. */
export async function clearLoginFailures(platform: Platform): Promise<void> {
  await adminFetch(platform, 'POST', '/admin/login-failures/clear', {});
}

/** Moves the platform's test clock forward and runs its jobs (draws, wages, receipt sweep). */
export async function advanceClock(
  platform: Platform,
  advanceMs: number,
): Promise<{ now: number; jobs: Record<string, number> }> {
  const response = await fetch(`${platform.url}/wps/test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'tala' },
    body: JSON.stringify({ advanceMs }),
  });
  const json = (await response.json()) as {
    success: boolean;
    value: { now: number; jobs: Record<string, number> };
    errorCode?: string;
  };
  if (!json.success) throw new Error(`clock move failed: ${json.errorCode ?? response.status}`);
  return json.value;
}

export interface OpenedSession {
  token: string;
  id: number;
  userName: string;
  customerType: number;
}

/** Opens a login session for `username` through the operator API (no form, no slider). */
export async function openSession(platform: Platform, username: string): Promise<OpenedSession> {
  return (await adminFetch(platform, 'POST', '/admin/sessions', { username })) as OpenedSession;
}

/** The system status through the operator API (`mode`: normal, maintenance, region-block). */
export async function setSystemStatus(
  platform: Platform,
  mode: 'normal' | 'maintenance' | 'region-block',
  countries: string[] = [],
): Promise<void> {
  await adminFetch(platform, 'PUT', '/admin/status', { mode, countries });
}

/** Switches a whitelabel module on or off. */
export async function setModule(platform: Platform, modId: string, enabled: boolean): Promise<void> {
  await adminFetch(platform, 'PUT', `/admin/whitelabel/${encodeURIComponent(modId)}`, { enabled });
}

/** A stored setting's value. */
export async function getSetting<T = unknown>(platform: Platform, key: string): Promise<T> {
  return (await adminFetch(platform, 'GET', `/admin/settings/${encodeURIComponent(key)}`)) as T;
}

/** Stores a setting (validated by the platform). */
export async function setSetting(platform: Platform, key: string, value: unknown): Promise<void> {
  await adminFetch(platform, 'PUT', `/admin/settings/${encodeURIComponent(key)}`, { value });
}

/** Enables or disables a vendor of a category (lane). */
export async function setVendor(platform: Platform, category: string, code: string, enabled: boolean): Promise<void> {
  await adminFetch(platform, 'PUT', `/admin/vendors/${encodeURIComponent(category)}/${encodeURIComponent(code)}`, {
    enabled,
  });
}

/** Puts one game (by game code) or a vendor under maintenance, or back. */
export async function setMaintenance(
  platform: Platform,
  target: 'game' | 'vendor',
  code: string,
  maintenance: boolean,
): Promise<void> {
  await adminFetch(platform, 'PUT', `/admin/maintenance/${target}/${encodeURIComponent(code)}`, { maintenance });
}

/** Adds an announcement; answers its id. */
export async function addNotice(
  platform: Platform,
  notice: { type: string; title: string; content: string },
): Promise<number> {
  return ((await adminFetch(platform, 'POST', '/admin/announcements', notice)) as { id: number }).id;
}

/** Creates (or updates) an account. */
export async function saveAccount(
  platform: Platform,
  account: {
    username: string;
    password?: string;
    email?: string;
    /** `+63 9171234567` */
    phone?: string;
    mode?: 'create' | 'update' | 'upsert';
    clubLabel?: string | null;
    memberLabels?: string[];
    upline?: string;
  },
): Promise<void> {
  await adminFetch(platform, 'POST', '/admin/accounts', account);
}

/** What the header shows: the member's balance over the main and vendor wallets (held money apart), e.g. "1000.00". */
export async function memberBalance(platform: Platform, username: string): Promise<string> {
  return ((await adminFetch(platform, 'GET', `/admin/balances/${username}`)) as { sumBalance: string }).sumBalance;
}

/** Credits (or, negative, debits) a member's main wallet, as an operator adjustment. */
export async function adjustBalance(platform: Platform, username: string, amount: string): Promise<void> {
  await adminFetch(platform, 'POST', '/admin/balances/adjust', { username, amount });
}

/** Approves or rejects a deposit order. */
export async function decideDeposit(
  platform: Platform,
  id: string | number,
  decision: 'approve' | 'reject',
): Promise<void> {
  await adminFetch(platform, 'POST', `/admin/deposits/${id}/${decision}`);
}

/** Approves, rejects or pays a withdrawal. */
export async function reviewWithdrawal(
  platform: Platform,
  id: string | number,
  decision: 'approve' | 'reject' | 'pay',
): Promise<void> {
  await adminFetch(platform, 'POST', `/admin/withdrawals/${id}/${decision}`);
}

export interface OperatorReward {
  id: number;
  username: string;
  title: string;
  amount: string;
  state: string;
}

/** Grants a member a reward (claimable in the reward centre). */
export async function grantReward(
  platform: Platform,
  grant: { username: string; title: string; amount: string; validDays?: number },
): Promise<OperatorReward> {
  return (await adminFetch(platform, 'POST', '/admin/rewards', grant)) as OperatorReward;
}

/** A member's rewards, newest first. */
export async function listRewards(platform: Platform, username: string): Promise<OperatorReward[]> {
  return (await adminFetch(
    platform,
    'GET',
    `/admin/rewards?username=${encodeURIComponent(username)}`,
  )) as OperatorReward[];
}

/** Adds (or, negative, takes) points; answers the new balance. */
export async function adjustPoints(
  platform: Platform,
  username: string,
  points: number,
  remark?: string,
): Promise<{ username: string; points: number; balance: number }> {
  return (await adminFetch(platform, 'POST', '/admin/points/adjust', {
    username,
    points,
    ...(remark ? { remark } : {}),
  })) as { username: string; points: number; balance: number };
}

export interface OperatorRedemption {
  id: number;
  username: string;
  rewardName: string;
  quantity: number;
  points: number;
  state: string;
}

/** Points-mall redemptions of one state, oldest first. */
export async function listRedemptions(platform: Platform, state: string): Promise<OperatorRedemption[]> {
  return (await adminFetch(platform, 'GET', `/admin/points/redemptions?state=${state}`)) as OperatorRedemption[];
}

/** Approves or rejects a redemption. */
export async function decideRedemption(platform: Platform, id: number, decision: 'approve' | 'reject'): Promise<void> {
  await adminFetch(platform, 'POST', `/admin/points/redemptions/${id}/${decision}`);
}

export interface OperatorApplication {
  id: number;
  username: string;
  promotionTitle: string;
  state: string;
  images: number;
}

/** Promotion applications of one state, oldest first. */
export async function listApplications(platform: Platform, state: string): Promise<OperatorApplication[]> {
  return (await adminFetch(platform, 'GET', `/admin/promotions/applications?state=${state}`)) as OperatorApplication[];
}

/** Approves or rejects a promotion application. */
export async function reviewApplication(platform: Platform, id: number, decision: 'approve' | 'reject'): Promise<void> {
  await adminFetch(platform, 'POST', `/admin/promotions/applications/${id}/${decision}`);
}

export interface OperatorFeedback {
  id: number;
  type: string;
  state: string;
  username: string | null;
  content: string;
}

/** Feedback of one state, oldest first. */
export async function listFeedback(platform: Platform, state: 'OPEN' | 'ANSWERED'): Promise<OperatorFeedback[]> {
  return (await adminFetch(platform, 'GET', `/admin/feedback?state=${state}`)) as OperatorFeedback[];
}

/** The operator's answer to a feedback item. */
export async function answerFeedback(platform: Platform, id: number, content: string): Promise<void> {
  await adminFetch(platform, 'POST', `/admin/feedback/${id}/answer`, { content });
}

/** Support's reply in a member's chat. */
export async function chatReply(platform: Platform, username: string, content: string): Promise<void> {
  await adminFetch(platform, 'POST', `/admin/chat/${encodeURIComponent(username)}`, { content });
}

export interface OperatorDeposit {
  id: number;
  username: string;
  amount: string;
  state: string;
}

/** Deposit orders (newest first), optionally of one state. */
export async function listDeposits(platform: Platform, state?: string): Promise<OperatorDeposit[]> {
  return (await adminFetch(platform, 'GET', `/admin/deposits${state ? `?state=${state}` : ''}`)) as OperatorDeposit[];
}

/** Contract offers waiting for the operator's approval (above `agent.contractLimits.approvalAbove`). */
export async function listContractApprovals(
  platform: Platform,
): Promise<{ id: number; agent: string; rate: string }[]> {
  return (await adminFetch(platform, 'GET', '/admin/contracts/approvals')) as {
    id: number;
    agent: string;
    rate: string;
  }[];
}

/** Approves or rejects a contract offer waiting for the operator. */
export async function decideContract(platform: Platform, id: number, decision: 'approve' | 'reject'): Promise<void> {
  await adminFetch(platform, 'POST', `/admin/contracts/${id}/${decision}`);
}
