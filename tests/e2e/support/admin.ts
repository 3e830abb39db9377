/** The platform's operator API, as tests use it (outbox, sessions), with the data folder's token. */
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

/** The newest outbox message for a recipient (waits up to 10 s for it to arrive). */
export async function latestOutboxMessage(platform: Platform, recipient: string, since = 0): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const value = (await adminFetch(platform, 'GET', `/admin/outbox?to=${encodeURIComponent(recipient)}`)) as OutboxMessage[] | { messages: OutboxMessage[] };
    const list = Array.isArray(value) ? value : value.messages;
    if (list.length > since) return list[0] as OutboxMessage;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No outbox message for ${recipient}`);
}

/** How many outbox messages a recipient has. */
export async function outboxCount(platform: Platform, recipient: string): Promise<number> {
  const value = (await adminFetch(platform, 'GET', `/admin/outbox?to=${encodeURIComponent(recipient)}`)) as OutboxMessage[] | { messages: OutboxMessage[] };
  return (Array.isArray(value) ? value : value.messages).length;
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
export async function advanceClock(platform: Platform, advanceMs: number): Promise<{ now: number; jobs: Record<string, number> }> {
  const response = await fetch(`${platform.url}/wps/test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'tala' },
    body: JSON.stringify({ advanceMs }),
  });
  const json = (await response.json()) as { success: boolean; value: { now: number; jobs: Record<string, number> }; errorCode?: string };
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
