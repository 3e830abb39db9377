/**
 * The CLI's two ways to reach the platform: the running server's /admin API, or the data folder
 * itself when no server is running (PGlite allows one process per folder). Both expose the
 * same operations.
 */
import type { Db } from '../db/database.ts';
import type { AccountInput, AccountSummary } from '../domain/accounts/account-operator-actions.ts';
import type { OutboxMessage } from '../domain/accounts/outbox.ts';
import type { SentMessage } from '../domain/messages/message-operator-actions.ts';
import { OperatorError, operatorActions, type NoticeInput } from '../domain/operator-actions.ts';
import type { SystemStatusSetting } from '../domain/setting-definitions.ts';
import type { SettingRow } from '../domain/settings-repository.ts';
import type { WhitelabelFlag } from '../domain/whitelabel.ts';
import { directGameClient, httpGameClient, type GameOperatorClient } from './game-operator-client.ts';
import { directWalletClient, httpWalletClient, type WalletOperatorClient } from './wallet-operator-client.ts';

export interface OperatorClient extends WalletOperatorClient, GameOperatorClient {
  /** Human description of where changes go, for the CLI's output. */
  readonly target: string;
  getStatus(): Promise<SystemStatusSetting>;
  setStatus(mode: string, countries: string[]): Promise<SystemStatusSetting>;
  listWhitelabel(): Promise<WhitelabelFlag[]>;
  setWhitelabel(modId: string, enabled: boolean): Promise<void>;
  listSettings(): Promise<SettingRow[]>;
  getSetting(key: string): Promise<unknown>;
  setSetting(key: string, value: unknown): Promise<void>;
  setDomains(urls: string[]): Promise<string[]>;
  setVendor(category: string, code: string, enabled: boolean): Promise<void>;
  addNotice(input: NoticeInput): Promise<number>;
  sendMessage(username: string, title: string, content: string): Promise<SentMessage>;
  listOutbox(to?: string): Promise<OutboxMessage[]>;
  expireSessions(username: string): Promise<{ username: string; revoked: number }>;
  saveAccount(input: AccountInput): Promise<AccountSummary>;
  clearLoginFailures(filter: { username?: string; ip?: string }): Promise<{ cleared: number }>;
  close(): Promise<void>;
}

/** Calls the running server's admin endpoints. */
export function httpOperatorClient(baseUrl: string, token: string): OperatorClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'X-Admin-Token': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: unknown; message?: string } | null;
    if (!envelope?.success) {
      const code = response.status === 404 ? 'not.found' : 'invalid';
      throw new OperatorError(code, envelope?.message || `server answered HTTP ${response.status}`);
    }
    return envelope.value as T;
  }
  const path = (value: string) => encodeURIComponent(value);
  return {
    target: `running server at ${baseUrl}`,
    getStatus: () => call('GET', '/admin/status'),
    setStatus: (mode, countries) => call('PUT', '/admin/status', { mode, countries }),
    listWhitelabel: () => call('GET', '/admin/whitelabel'),
    setWhitelabel: async (modId, enabled) => void (await call('PUT', `/admin/whitelabel/${path(modId)}`, { enabled })),
    listSettings: () => call('GET', '/admin/settings'),
    getSetting: (key) => call('GET', `/admin/settings/${path(key)}`),
    setSetting: async (key, value) => void (await call('PUT', `/admin/settings/${path(key)}`, { value })),
    setDomains: (urls) => call('PUT', '/admin/domain-routes', { domains: urls }),
    setVendor: async (category, code, enabled) => void (await call('PUT', `/admin/vendors/${path(category)}/${path(code)}`, { enabled })),
    addNotice: async (input) => (await call<{ id: number }>('POST', '/admin/announcements', input)).id,
    sendMessage: (username, title, content) => call('POST', '/admin/messages', { username, title, content }),
    listOutbox: (to) => call('GET', `/admin/outbox${to ? `?to=${path(to)}` : ''}`),
    expireSessions: (username) => call('POST', '/admin/sessions/expire', { username }),
    saveAccount: (input) => call('POST', '/admin/accounts', input),
    clearLoginFailures: (filter) => call('POST', '/admin/login-failures/clear', filter),
    ...httpWalletClient(call),
    ...httpGameClient(call),
    close: () => Promise.resolve(),
  };
}

/** Applies changes straight to an open database. */
export function directOperatorClient(db: Db, where: string): OperatorClient {
  return {
    target: `data folder ${where} (no server running)`,
    getStatus: () => operatorActions.getSystemStatus(db),
    setStatus: (mode, countries) => operatorActions.setSystemStatus(db, mode, countries),
    listWhitelabel: () => operatorActions.listWhitelabel(db),
    setWhitelabel: (modId, enabled) => operatorActions.setWhitelabel(db, modId, enabled),
    listSettings: () => operatorActions.listSettings(db),
    getSetting: (key) => operatorActions.getSetting(db, key),
    setSetting: (key, value) => operatorActions.setSetting(db, key, value),
    setDomains: (urls) => operatorActions.setDomainRoutes(db, urls),
    setVendor: (category, code, enabled) => operatorActions.setVendorEnabled(db, category, code, enabled),
    addNotice: (input) => operatorActions.addNotice(db, input),
    sendMessage: (username, title, content) => operatorActions.sendMessage(db, username, title, content),
    listOutbox: (to) => operatorActions.listOutbox(db, to),
    expireSessions: (username) => operatorActions.expireSessions(db, username),
    saveAccount: (input) => operatorActions.saveAccount(db, input),
    clearLoginFailures: (filter) => operatorActions.clearLoginFailures(db, filter),
    ...directWalletClient(db),
    ...directGameClient(db),
    close: () => db.close(),
  };
}
