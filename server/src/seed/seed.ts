/**
 * Applies the demo data, each version once. The applied version is recorded in the
 * `seed.version` setting; settings are only inserted when absent (or upgraded while still at
 * their old default), vendors and accounts only when missing, so an operator's changes
 * survive and a second run is a no-op.
 */
import type { Db } from '../db/database.ts';
import { addAnnouncement } from '../domain/announcement-repository.ts';
import { addHelpSection } from '../domain/help-repository.ts';
import { readSetting, SETTINGS } from '../domain/setting-definitions.ts';
import { setSetting, setSettingIfAbsent } from '../domain/settings-repository.ts';
import { insertVendor } from '../domain/vendor-repository.ts';
import { seedDemoAccounts } from './account-seed.ts';
import { seedAgents, seedContractCeilings } from './agent-seed.ts';
import { seedContent } from './content-seed.ts';
import { demoCustomerService } from './customer-service-seed.ts';
import { seedEngagement } from './engagement-seed.ts';
import { seedGames, seedNewGames } from './game-seed.ts';
import { HELP_SECTIONS } from './help-seed.ts';
import { seedGameNames, seedLanguages, seedMemberTexts, seedPlatformTexts } from './language-seed.ts';
import { seedMemberProfile } from './member-profile-seed.ts';
import { seedMessages } from './message-seed.ts';
import { demoNotices } from './notice-seed.ts';
import { demoPromotions } from './promotion-seed.ts';
import { demoRegisterRules, registerRulesV1Changes } from './register-rules-seed.ts';
import { demoResources } from './resource-seed.ts';
import { demoVendors } from './vendor-seed.ts';
import { seedWallet } from './wallet-seed.ts';
import { demoWhitelabel } from './whitelabel-seed.ts';

export const SEED_VERSION = 16;
// Serialises concurrent first starts of several servers on one PostgreSQL database.
const SEED_LOCK_KEY = 74_201_772;

/** Version 1: settings, vendors, announcements, help centre. */
async function applyFoundation(tx: Db, now: Date): Promise<void> {
  await setSettingIfAbsent(tx, SETTINGS.systemStatus.key, SETTINGS.systemStatus.fallback);
  await setSettingIfAbsent(tx, SETTINGS.whitelabel.key, demoWhitelabel());
  await setSettingIfAbsent(tx, SETTINGS.registerRules.key, demoRegisterRules());
  await setSettingIfAbsent(tx, SETTINGS.loginedToHomePage.key, false);
  await setSettingIfAbsent(tx, SETTINGS.resources.key, demoResources());
  await setSettingIfAbsent(tx, SETTINGS.customerService.key, demoCustomerService());
  for (const vendor of demoVendors()) await insertVendor(tx, vendor);
  for (const notice of [...demoNotices(now), ...demoPromotions(now)]) await addAnnouncement(tx, notice);
  for (const section of HELP_SECTIONS) await addHelpSection(tx, section);
}

/** Version 2: password and captcha rules (only where still at their v1 value), demo accounts. */
async function applyAccounts(tx: Db, now: Date): Promise<void> {
  const rules = await readSetting(tx, SETTINGS.registerRules);
  const current = demoRegisterRules();
  const next = { ...rules };
  let changed = false;
  for (const [key, old] of Object.entries(registerRulesV1Changes())) {
    const replacement = current[key];
    if (replacement && JSON.stringify(rules[key]) === JSON.stringify(old)) {
      next[key] = replacement;
      changed = true;
    }
  }
  if (changed) await setSetting(tx, SETTINGS.registerRules.key, next);
  await seedDemoAccounts(tx, now);
}

/** Applies the demo data versions not yet applied; returns whether anything was written. */
export async function applySeed(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (tx.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const version = await readSetting(tx, SETTINGS.seedVersion);
    if (version >= SEED_VERSION) return false;
    if (version < 1) await applyFoundation(tx, now);
    if (version < 2) await applyAccounts(tx, now);
    // Version 3 (wallet-seed.ts): wallet settings, deposit channels, demo01's opening balance.
    if (version < 3) await seedWallet(tx, now);
    // Version 4 (message-seed.ts): three unread inbox messages for demo01.
    if (version < 4) await seedMessages(tx, now);
    // Version 5 (game-seed.ts): the house vendor TALA, the game catalogue, PVP rooms.
    if (version < 5) await seedGames(tx);
    // Version 7 (agent-seed.ts): an agent tree under agent01 with contracts and a few bets.
    if (version < 7) await seedAgents(tx, now);
    // Version 8 (engagement-seed.ts): the points mall's rewards.
    // Version 8 (engagement-seed.ts): the points mall's rewards and the promotions.
    if (version < 8) await seedEngagement(tx, now);
    // Version 9 (content-seed.ts): the help centre in TY, CN, JA, TH, VI, HI and KO.
    if (version < 9) await seedContent(tx);
    // Version 10 (member-profile-seed.ts): a claimable welcome reward for demo01.
    if (version < 10) await seedMemberProfile(tx, now);
    // Version 11 (language-seed.ts): help centre and built-in game names in the 22 languages of issue #27.
    if (version < 11) await seedLanguages(tx);
    // Version 12 (language-seed.ts): the demo vendors' game names in those 22 languages.
    if (version < 12) await seedGameNames(tx);
    // Version 13 (language-seed.ts): the demo announcements and promotions in every platform language.
    if (version < 13) await seedPlatformTexts(tx, now);
    // Version 14 (language-seed.ts): the demo inbox messages, rewards and red envelope in every platform language.
    if (version < 14) await seedMemberTexts(tx);
    // Version 15 (agent-seed.ts): the demo contracts within the top-agent ceiling (issue 41).
    if (version < 15) await seedContractCeilings(tx);
    // Version 16 (game-seed.ts): each vendor's newest game in each category marked new (migration 041).
    if (version < 16) await seedNewGames(tx);
    await setSetting(tx, SETTINGS.seedVersion.key, SEED_VERSION);
    return true;
  });
}
