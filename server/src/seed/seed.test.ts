import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractKind } from '#contract/agent-schemas.ts';

import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { testBackends, type TestDatabase } from '../db/test-databases.ts';
import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { verifyPassword } from '../domain/accounts/password-hash.ts';
import { listHelpCenter } from '../domain/help-repository.ts';
import { PLATFORM_LANGUAGE_CODES } from '../domain/platform-languages.ts';
import { readSetting, SETTINGS } from '../domain/setting-definitions.ts';
import { setSetting } from '../domain/settings-repository.ts';
import { balanceView } from '../domain/wallet/balance-view.ts';
import { flattenWhitelabel, setWhitelabelFlag } from '../domain/whitelabel.ts';
import { DEMO_ACCOUNTS } from './account-seed.ts';
import { BUILTIN_NAMES } from './game-names.ts';
import { DEMO_MESSAGES } from './message-seed.ts';
import { registerRulesV1Changes } from './register-rules-seed.ts';
import { applySeed, SEED_VERSION } from './seed.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of [
    'settings',
    'vendors',
    'announcements',
    'help_sections',
    'help_articles',
    'members',
    'known_ips',
  ]) {
    const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    result[table] = rows[0]?.count ?? -1;
  }
  return result;
}

describe.each(testBackends())('demo data on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
  });
  afterAll(() => handle.dispose());

  it('applies once; a second run changes nothing and keeps operator changes', async () => {
    expect(await applySeed(db, NOW)).toBe(true);
    const first = await counts(db);
    expect(first.vendors).toBeGreaterThan(40);
    expect(first.announcements).toBe(23);
    // English plus TY, CN, JA, TH, VI, HI and KO (seed version 9) and the 22 of issue #27 (version 11).
    expect(first.help_sections).toBe(4 * PLATFORM_LANGUAGE_CODES.length);
    await setWhitelabelFlag(db, 'GEETEST3', true);
    expect(await applySeed(db, NOW)).toBe(false);
    expect(await counts(db)).toEqual(first);
    const flags = flattenWhitelabel(await readSetting(db, SETTINGS.whitelabel));
    expect(flags.find((flag) => flag.modId === 'GEETEST3')?.enabled).toBe(true);
  });

  it('seeds the module tree, rules, resources and help centre', async () => {
    const ids = flattenWhitelabel(await readSetting(db, SETTINGS.whitelabel)).map((flag) => flag.modId);
    for (const id of [
      'COMM3',
      'REG3',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'VERIFICATION3',
      'CAPTCHA3',
      'GEETEST3',
      'LOGINIPVERF3',
      'PASS3',
      'PWRESETSMS3',
      'CHNGPASSVERIF3',
      'PROFPIC3',
      'AFFMAN3',
      'GAMELO3',
      'GAMELOHOT3',
      'GAMELOREC3',
      'GAMELOFAV3',
      'AGEANNOUNCE3',
      'FUNDTRANS3',
      'INBOX3',
      'REWCEN3',
      'MISSIONLB3',
      'FEEDBACK3',
      'PTSYS3',
      'MEMTRANS3',
      'SIGNCONDIV3',
      'DAILYSALCONT3',
      'HOURSAL3',
      'RTSALARY3',
      'CBS3',
      'DIRECTREG3',
    ]) {
      expect(ids).toContain(id);
    }
    const rules = await readSetting(db, SETTINGS.registerRules);
    expect(rules.username).toMatchObject({
      patternId: 2,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 6,
      maxLength: 12,
    });
    const resources = (await readSetting(db, SETTINGS.resources)).map((resource) => resource.resourceType);
    expect(resources).toEqual(
      expect.arrayContaining(['AFFILIATES', 'MOBILECONFIG', 'IOS', 'ANDROID', 'TELEGRAM', 'FACEBOOK', 'YOUTUBE']),
    );
    expect(resources).not.toContain('TIKTOK');
    const help = await listHelpCenter(db);
    expect(help.map((section) => section.items.length)).toEqual([3, 3, 3, 2]);
  });

  it('writes the help centre and the built-in game names in every platform language (issue #27)', async () => {
    const english = await listHelpCenter(db, 'EN');
    const titles = (help: typeof english) =>
      help.flatMap((section) => [section.title, ...section.items.map((a) => a.title)]);
    for (const code of PLATFORM_LANGUAGE_CODES.filter((c) => c !== 'EN')) {
      const help = await listHelpCenter(db, code);
      expect(
        help.map((section) => section.items.length),
        code,
      ).toEqual([3, 3, 3, 2]);
      // Its own texts, not the English fallback: at most one title (a loanword such as "Account") as in English.
      const same = titles(help).filter((title, i) => title === titles(english)[i]);
      expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThanOrEqual(1);
    }
    // A platform seeded before version 11 gets the new names of its built-in games, keeping its own.
    await db.query(
      `UPDATE games SET names = jsonb_build_object('EN', 'Our Dice', 'TY', 'Dais') WHERE builtin = 'dice'`,
    );
    await setSetting(db, SETTINGS.seedVersion.key, 10);
    expect(await applySeed(db, NOW)).toBe(true);
    const dice = await db.query<{ names: Record<string, string> }>(`SELECT names FROM games WHERE builtin = 'dice'`);
    expect(dice[0]?.names).toMatchObject({ EN: 'Our Dice', TY: 'Dais', AR: BUILTIN_NAMES.dice.AR, ES: 'Tala Dados' });
    expect(Object.keys(dice[0]?.names ?? {}).sort()).toEqual([...PLATFORM_LANGUAGE_CODES].sort());
  });

  it("names the demo vendors' games in every platform language, and version 12 adds them to an older platform (issue #27)", async () => {
    const games = () =>
      db.query<{ game_code: string; names: Record<string, string> }>(
        `SELECT game_code, names FROM games WHERE builtin IS NULL ORDER BY node_id`,
      );
    const seeded = await games();
    expect(seeded.length).toBeGreaterThan(100);
    for (const game of seeded)
      expect(Object.keys(game.names).sort(), game.game_code).toEqual([...PLATFORM_LANGUAGE_CODES].sort());
    // A platform seeded before version 12 has the spec's 8 only; the upgrade adds the others, keeping what it has.
    const [first] = seeded;
    await db.query(
      `UPDATE games SET names = names - ARRAY['TW','ID','MS','MY','KM','LO','BN','TA','TE','MR','NE','SI','UR-LA','PT-BR','ES','FR','DE','RU','TR','IT','AR','FA']`,
    );
    await db.query(`UPDATE games SET names = names || '{"ES": "Nuestro juego"}'::jsonb WHERE game_code = $1`, [
      first?.game_code,
    ]);
    await setSetting(db, SETTINGS.seedVersion.key, 11);
    expect(await applySeed(db, NOW)).toBe(true);
    const upgraded = await games();
    for (const [i, game] of upgraded.entries()) {
      expect(game.names, game.game_code).toEqual(
        i === 0 ? { ...seeded[i]?.names, ES: 'Nuestro juego' } : seeded[i]?.names,
      );
    }
  });

  it("marks each vendor's newest game new, and version 16 marks them on an older platform", async () => {
    const newGames = async () =>
      (await db.query<{ game_code: string }>('SELECT game_code FROM games WHERE is_new ORDER BY node_id')).map(
        (row) => row.game_code,
      );
    const seeded = await newGames();
    const groups = await db.query<{ count: number }>(
      'SELECT count(DISTINCT (lane, vendor, category))::int AS count FROM games',
    );
    expect(seeded).toHaveLength(groups[0]?.count ?? -1);
    expect(seeded).toEqual(expect.arrayContaining(['TALA-DICE', 'TALA-BACCARAT']));
    expect(seeded).not.toContain('TALA-SLOT');
    // Seeded before version 16 (migration 041 added the flag, false everywhere): the upgrade marks the same games.
    await db.query('UPDATE games SET is_new = false');
    await setSetting(db, SETTINGS.seedVersion.key, 15);
    expect(await applySeed(db, NOW)).toBe(true);
    expect(await newGames()).toEqual(seeded);
  });

  it('seeds the announcements and promotions in every platform language, and version 13 adds them to an older platform', async () => {
    const read = async () => ({
      announcements: await db.query<{ id: number; title: string; translations: Record<string, unknown> }>(
        'SELECT id, title, translations FROM announcements ORDER BY id',
      ),
      promotions: await db.query<{ id: number; title: string; translations: Record<string, unknown> }>(
        'SELECT id, title, translations FROM promotions ORDER BY id',
      ),
    });
    const seeded = await read();
    const others = PLATFORM_LANGUAGE_CODES.filter((code) => code !== 'EN').sort();
    for (const row of [...seeded.announcements, ...seeded.promotions])
      expect(Object.keys(row.translations).sort(), row.title).toEqual(others);
    // Seeded before version 13: no translations; an operator's own row and translation stay as they are.
    await db.query(`UPDATE announcements SET translations = '{}'::jsonb`);
    await db.query(`UPDATE promotions SET translations = '{}'::jsonb`);
    const [own] = seeded.announcements;
    await db.query(`UPDATE announcements SET translations = '{"TH": {"title": "ของผู้ให้บริการ"}}'::jsonb WHERE id = $1`, [
      own?.id,
    ]);
    await setSetting(db, SETTINGS.seedVersion.key, 12);
    expect(await applySeed(db, NOW)).toBe(true);
    const upgraded = await read();
    expect(upgraded.announcements[0]?.translations).toEqual({ TH: { title: 'ของผู้ให้บริการ' } });
    expect(upgraded.announcements.slice(1)).toEqual(seeded.announcements.slice(1));
    expect(upgraded.promotions).toEqual(seeded.promotions);
  });

  it("seeds the inbox, rewards and red envelope in every platform language, and version 14 adds them to an older platform, keeping an operator's texts", async () => {
    type Row = { id: number; translations: Record<string, unknown> };
    const read = async () => ({
      messages: await db.query<Row & { title: string }>('SELECT id, title, translations FROM messages ORDER BY id'),
      rewards: await db.query<Row & { name: string }>('SELECT id, name, translations FROM point_rewards ORDER BY id'),
      envelopes: await db.query<Row & { title: string }>(
        'SELECT id, title, translations FROM red_envelopes ORDER BY id',
      ),
    });
    const seeded = await read();
    const others = PLATFORM_LANGUAGE_CODES.filter((code) => code !== 'EN').sort();
    expect(seeded.messages.length).toBeGreaterThanOrEqual(3);
    expect(seeded.rewards).toHaveLength(4);
    expect(seeded.envelopes).toHaveLength(1);
    const demo = seeded.messages.filter((row) => DEMO_MESSAGES.some((message) => message.title === row.title));
    for (const row of [...demo, ...seeded.rewards, ...seeded.envelopes])
      expect(Object.keys(row.translations).sort(), String(row.id)).toEqual(others);
    // Seeded before version 14: no translations. An operator's own translation, a reward it
    // reworded and a message it wrote itself stay as they are.
    await db.query(`UPDATE messages SET translations = '{}'::jsonb`);
    await db.query(`UPDATE point_rewards SET translations = '{}'::jsonb`);
    await db.query(`UPDATE red_envelopes SET translations = '{}'::jsonb`);
    const [mug, load] = seeded.rewards;
    await db.query(`UPDATE point_rewards SET translations = '{"TH": {"name": "แก้วของเรา"}}'::jsonb WHERE id = $1`, [
      mug?.id,
    ]);
    await db.query(`UPDATE point_rewards SET remark = 'Our own remark' WHERE id = $1`, [load?.id]);
    const demoMember = await findMemberByUsername(db, 'demo01');
    await db.query(
      `INSERT INTO messages (member_id, title, content, created_at) VALUES ($1, 'Welcome to Tala', '<p>Our own welcome</p>', $2)`,
      [demoMember?.id, NOW],
    );
    await setSetting(db, SETTINGS.seedVersion.key, 13);
    expect(await applySeed(db, NOW)).toBe(true);
    const upgraded = await read();
    expect(upgraded.messages.slice(0, seeded.messages.length)).toEqual(seeded.messages);
    expect(upgraded.messages.at(-1)?.translations).toEqual({});
    expect(upgraded.rewards[0]?.translations).toEqual({ TH: { name: 'แก้วของเรา' } });
    expect(upgraded.rewards[1]?.translations).toEqual({});
    expect(upgraded.rewards.slice(2)).toEqual(seeded.rewards.slice(2));
    expect(upgraded.envelopes).toEqual(seeded.envelopes);
    await db.query(`DELETE FROM messages WHERE content = '<p>Our own welcome</p>'`);
  });

  it('seeds the demo accounts with their documented passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const member = await findMemberByUsername(db, account.username);
      expect(member, account.username).not.toBeNull();
      expect(await verifyPassword(account.password, member?.passwordHash ?? '')).toBe(true);
    }
    const demo = await findMemberByUsername(db, 'demo01');
    const agent = await findMemberByUsername(db, 'agent01');
    expect(demo).toMatchObject({
      type: 0,
      uplineId: agent?.id,
      email: 'demo01@tala.example',
      phone: { dialingCode: '+63', number: '9171234567' },
    });
    expect(agent).toMatchObject({ type: 1, affiliateCode: 'AGENT01' });
    expect(await findMemberByUsername(db, 'newbie01')).toMatchObject({ mustChangePassword: true, firstLoginAt: null });
    expect((await findMemberByUsername(db, 'expired01'))?.passwordExpiresAt?.getTime()).toBe(
      NOW.getTime() - 86_400_000,
    );
    const ips = await db.query<{ ip: string }>('SELECT ip FROM known_ips WHERE member_id = $1 ORDER BY ip', [demo?.id]);
    expect(ips.map((row) => row.ip)).toEqual(['127.0.0.1', '::1']);
  });

  it('upgrades a version-1 database: untouched rules replaced, operator rules and accounts kept', async () => {
    const rules = await readSetting(db, SETTINGS.registerRules);
    const v1 = registerRulesV1Changes();
    const operatorCaptcha = { ...rules.captcha!, maxLength: 6 };
    await setSetting(db, SETTINGS.registerRules.key, { ...rules, password: v1.password, captcha: operatorCaptcha });
    await setSetting(db, SETTINGS.seedVersion.key, 1);
    const before = await counts(db);
    expect(await applySeed(db, NOW)).toBe(true);
    expect(await counts(db)).toEqual(before);
    const upgraded = await readSetting(db, SETTINGS.registerRules);
    expect(upgraded.password).toEqual(rules.password);
    expect(upgraded.captcha).toEqual(operatorCaptcha);
    expect(await readSetting(db, SETTINGS.seedVersion)).toBe(SEED_VERSION);
  });

  it('credits demo01 1,000.00 once, with deposits open and no payment password or bank card', async () => {
    await setSetting(db, SETTINGS.seedVersion.key, 2);
    expect(await applySeed(db, NOW)).toBe(true);
    const demo = await findMemberByUsername(db, 'demo01');
    const balance = await balanceView(db, demo?.id ?? 0);
    expect(balance.balance[0]).toMatchObject({ accountName: 'MAIN', availBalance: '1000.00', holdBalance: '0.00' });
    const adjustments = await db.query('SELECT id FROM ledger_transactions WHERE member_id = $1 AND type = $2', [
      demo?.id,
      'ADJUSTMENT',
    ]);
    expect(adjustments).toHaveLength(1);
    expect((await readSetting(db, SETTINGS.deposit)).channels.map((channel) => channel.type)).toEqual([
      'BANK',
      'QR',
      'EWALLET',
    ]);
    const secrets = await db.query('SELECT 1 FROM members WHERE id = $1 AND payment_password_hash IS NULL', [demo?.id]);
    expect(secrets).toHaveLength(1);
    expect(await db.query('SELECT id FROM bank_cards')).toHaveLength(0);
  });

  it("puts three unread messages in demo01's inbox once", async () => {
    const demo = await findMemberByUsername(db, 'demo01');
    const inbox = () =>
      db.query<{ title: string; read_at: Date | null }>(
        'SELECT title, read_at FROM messages WHERE member_id = $1 AND deleted_at IS NULL ORDER BY created_at',
        [demo?.id],
      );
    expect((await inbox()).map((row) => row.title)).toEqual(DEMO_MESSAGES.map((message) => message.title));
    expect((await inbox()).every((row) => row.read_at === null)).toBe(true);
    await setSetting(db, SETTINGS.seedVersion.key, 3);
    expect(await applySeed(db, NOW)).toBe(true);
    expect(await applySeed(db, NOW)).toBe(false);
    expect(await inbox()).toHaveLength(3);
    expect(await db.query('SELECT id FROM messages')).toHaveLength(3);
  });

  it("keeps every seeded contract within its upline's ceiling, and brings an older demo's down to it", async () => {
    const limits = await readSetting(db, SETTINGS.contractLimits);
    // Independently of the seed: a top agent's ceiling is the operator's setting, any other agent's its own rate.
    const overCeiling = async () => {
      const rows = await db.query<{
        kind: ContractKind;
        rate_bp: number;
        upline: string;
        top: boolean;
        own: number | null;
      }>(
        `SELECT c.kind, c.rate_bp, u.username AS upline, u.upline_id IS NULL AS top,
                (SELECT o.rate_bp FROM agent_contracts o
                 WHERE o.agent_id = c.upline_id AND o.kind = c.kind AND o.state = 'ACCEPTED') AS own
         FROM agent_contracts c JOIN members u ON u.id = c.upline_id
         WHERE c.state IN ('ACCEPTED', 'OFFERED', 'AWAITING_APPROVAL')`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(4);
      return rows.filter(
        (row) => row.rate_bp > (row.top ? Math.round(Number(limits.topAgentMaxRate[row.kind]) * 100) : (row.own ?? 0)),
      );
    };
    const agent02Daily = async () =>
      (
        await db.query<{ rate_bp: number }>(
          `SELECT c.rate_bp FROM agent_contracts c JOIN members m ON m.id = c.agent_id
           WHERE m.username = 'agent02' AND c.kind = 'DAILY_WAGE'`,
        )
      )[0]?.rate_bp;
    expect(await overCeiling()).toEqual([]);
    expect(await agent02Daily()).toBe(80);
    // A demo seeded by versions 7–14 gave agent02 a 1.00 % daily wage, above the 0.80 % ceiling.
    await db.query(
      `UPDATE agent_contracts SET rate_bp = 100
       WHERE kind = 'DAILY_WAGE' AND agent_id = (SELECT id FROM members WHERE username = 'agent02')`,
    );
    expect((await overCeiling()).map((row) => [row.upline, row.kind, row.rate_bp])).toEqual([
      ['agent01', 'DAILY_WAGE', 100],
    ]);
    await setSetting(db, SETTINGS.seedVersion.key, 14);
    expect(await applySeed(db, NOW)).toBe(true);
    expect(await overCeiling()).toEqual([]);
    expect(await agent02Daily()).toBe(80);
  });
});
