/**
 * What an operator can change, shared by the admin endpoints and the CLI's direct mode so both
 * apply the same validation. Failures throw OperatorError with a stable code.
 */
import type { Db } from '../db/database.ts';
import { accountOperatorActions } from './accounts/account-operator-actions.ts';
import { addAnnouncement, isAnnouncementType } from './announcement-repository.ts';
import { messageOperatorActions } from './messages/message-operator-actions.ts';
import { OperatorError } from './operator-error.ts';
import { readSetting, SETTINGS, validateSetting, type SystemStatusSetting } from './setting-definitions.ts';
import { getSetting, listSettings, setSetting, type SettingRow } from './settings-repository.ts';
import { setSystemMode, SYSTEM_MODES, type SystemMode } from './system-status.ts';
import { isVendorCategory, setVendorEnabled } from './vendor-repository.ts';
import { walletOperatorActions } from './wallet/wallet-operator-actions.ts';
import { listWhitelabelFlags, setWhitelabelFlag, type WhitelabelFlag } from './whitelabel.ts';

export { OperatorError };

export interface NoticeInput {
  type: string;
  title: string;
  content: string;
  sequence?: number;
  startAt?: string;
  endAt?: string | null;
}

function parseDate(value: string, field: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new OperatorError('invalid', `${field} is not a date: ${value}`);
  return date;
}

function normalizeOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OperatorError('invalid', `not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OperatorError('invalid', `not an http(s) URL: ${value}`);
  return url.href.replace(/\/$/, '');
}

export const operatorActions = {
  getSystemStatus: (db: Db): Promise<SystemStatusSetting> => readSetting(db, SETTINGS.systemStatus),

  async setSystemStatus(db: Db, mode: string, countries: readonly string[] = []): Promise<SystemStatusSetting> {
    if (!(SYSTEM_MODES as readonly string[]).includes(mode)) {
      throw new OperatorError('invalid', `mode must be one of ${SYSTEM_MODES.join(', ')}`);
    }
    const bad = countries.filter((code) => !/^[A-Za-z]{2}$/.test(code.trim()));
    if (bad.length > 0) throw new OperatorError('invalid', `not two-letter country codes: ${bad.join(', ')}`);
    return setSystemMode(db, mode as SystemMode, countries);
  },

  listWhitelabel: (db: Db): Promise<WhitelabelFlag[]> => listWhitelabelFlags(db),

  async setWhitelabel(db: Db, modId: string, enabled: boolean): Promise<void> {
    if (!(await setWhitelabelFlag(db, modId, enabled)))
      throw new OperatorError('not.found', `unknown module id: ${modId}`);
  },

  listSettings: (db: Db): Promise<SettingRow[]> => listSettings(db),

  async getSetting(db: Db, key: string): Promise<unknown> {
    const value = await getSetting(db, key);
    if (value === undefined) throw new OperatorError('not.found', `no setting ${key}`);
    return value;
  },

  async setSetting(db: Db, key: string, value: unknown): Promise<void> {
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(key)) throw new OperatorError('invalid', `invalid setting key: ${key}`);
    const problem = validateSetting(key, value);
    if (problem) throw new OperatorError('invalid', problem);
    await setSetting(db, key, value);
  },

  async setDomainRoutes(db: Db, urls: readonly string[]): Promise<string[]> {
    const domains = urls.map(normalizeOrigin);
    await setSetting(db, SETTINGS.domainRoutes.key, domains);
    return domains;
  },

  async setVendorEnabled(db: Db, category: string, code: string, enabled: boolean): Promise<void> {
    const upper = category.toUpperCase();
    if (!isVendorCategory(upper)) throw new OperatorError('invalid', `unknown category: ${category}`);
    if (!(await setVendorEnabled(db, upper, code.toUpperCase(), enabled))) {
      throw new OperatorError('not.found', `no vendor ${code} in ${upper}`);
    }
  },

  async addNotice(db: Db, input: NoticeInput): Promise<number> {
    const type = input.type.toUpperCase();
    if (!isAnnouncementType(type)) throw new OperatorError('invalid', `type must be one of B, PL, PU, PR, H`);
    if (!input.title.trim() || !input.content.trim())
      throw new OperatorError('invalid', 'title and content are required');
    const startAt = input.startAt ? parseDate(input.startAt, 'startAt') : new Date();
    const endAt = input.endAt ? parseDate(input.endAt, 'endAt') : null;
    if (endAt && endAt <= startAt) throw new OperatorError('invalid', 'endAt must be after startAt');
    return addAnnouncement(db, {
      type,
      title: input.title.trim(),
      content: input.content,
      sequence: input.sequence ?? 0,
      startAt,
      endAt,
      images: [],
    });
  },

  ...accountOperatorActions,
  ...walletOperatorActions,
  ...messageOperatorActions,
};
