import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Db } from './database.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { testBackends, type TestDatabase } from './test-databases.ts';

describe.each(testBackends())('migrations on $name', (backend) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.dispose());

  it('applies every migration once and is a no-op the second time', async () => {
    const all = loadMigrations().map((migration) => migration.version);
    expect(all[0]).toBe('001_foundation');
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(all);
  });

  it('creates the foundation, account and wallet tables', async () => {
    for (const table of [
      'settings',
      'vendors',
      'announcements',
      'help_sections',
      'help_articles',
      'members',
      'sessions',
      'login_failures',
      'known_ips',
      'login_verifications',
      'verification_codes',
      'outbox',
      'captcha_challenges',
      'slider_challenges',
      'ledger_accounts',
      'ledger_transactions',
      'ledger_entries',
      'idempotency_keys',
      'bank_cards',
      'deposit_orders',
      'withdrawals',
    ]) {
      const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
      expect(rows[0]?.count).toBeTypeOf('number');
    }
  });

  it('rolls a failed migration back entirely', async () => {
    const broken = [{ version: '900_broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' }];
    await expect(migrate(db, broken)).rejects.toThrow();
    const rows = await db.query<{ name: string | null }>("SELECT to_regclass('half_done')::text AS name");
    expect(rows[0]?.name).toBeNull();
    const recorded = await db.query('SELECT version FROM schema_migrations WHERE version = $1', ['900_broken']);
    expect(recorded).toHaveLength(0);
  });

  it('commits or rolls back transactions', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO settings (key, value) VALUES ('tx.kept', '1'::jsonb)`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO settings (key, value) VALUES ('tx.dropped', '1'::jsonb)`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await db.query<{ key: string }>("SELECT key FROM settings WHERE key LIKE 'tx.%' ORDER BY key");
    expect(rows.map((row) => row.key)).toEqual(['tx.kept']);
  });

  it('keeps payout numbers bound twice before 025 usable: the oldest card owns the number, later ones are shared', async () => {
    const older = await backend.open();
    try {
      await migrate(
        older.db,
        loadMigrations().filter((migration) => migration.version < '025'),
      );
      const members = await older.db.query<{ id: number }>(
        `INSERT INTO members (username, password_hash, created_at, password_changed_at)
         VALUES ('old1', 'x', now(), now()), ('old2', 'x', now(), now())
         RETURNING id`,
      );
      const [first, second] = members.map((row) => row.id);
      for (const [member, number] of [
        [first, '09171234567'],
        [second, '639171234567'],
        [second, '5550001111'],
      ] as const)
        await older.db.query(
          "INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES ($1, 'GCash', 'A B', $2, now())",
          [member, number],
        );
      await migrate(older.db);
      const cards = await older.db.query<{ member_id: number; number_key: string; shared: boolean }>(
        'SELECT member_id, number_key, shared FROM bank_cards ORDER BY id',
      );
      expect(cards).toEqual([
        { member_id: first, number_key: '09171234567', shared: false },
        { member_id: second, number_key: '09171234567', shared: true },
        { member_id: second, number_key: '5550001111', shared: false },
      ]);
    } finally {
      await older.dispose();
    }
  });

  it('recomputes payout number keys in 034: spellings bound by several members become shared cards the operator reviews', async () => {
    const older = await backend.open();
    try {
      await migrate(
        older.db,
        loadMigrations().filter((migration) => migration.version < '034'),
      );
      const members = await older.db.query<{ id: number }>(
        `INSERT INTO members (username, password_hash, created_at, password_changed_at)
         VALUES ('spell1', 'x', now(), now()), ('spell2', 'x', now(), now()), ('spell3', 'x', now(), now())
         RETURNING id`,
      );
      const [first, second, third] = members.map((row) => row.id);
      // Four keys under 025's rule; two numbers under the new one.
      for (const [member, number] of [
        [first, '09175559451'],
        [second, '00639175559451'],
        [third, '9175559451'],
        [third, '0005550001111'],
      ] as const)
        await older.db.query(
          "INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES ($1, 'GCash', 'A B', $2, now())",
          [member, number],
        );
      await older.db.query(
        "INSERT INTO shared_payout_accounts (number_key, remark, created_at) VALUES ('0639175550000', 'old', now()), ('09175550000', 'new', now() + interval '1 day')",
      );
      await migrate(older.db);
      const cards = await older.db.query<{ member_id: number; number_key: string; shared: boolean }>(
        'SELECT member_id, number_key, shared FROM bank_cards ORDER BY id',
      );
      expect(cards).toEqual([
        { member_id: first, number_key: '09175559451', shared: false },
        { member_id: second, number_key: '09175559451', shared: true },
        { member_id: third, number_key: '09175559451', shared: true },
        { member_id: third, number_key: '5550001111', shared: false },
      ]);
      const flagged = await older.db.query<{ number_key: string; member_id: number; owner: number }>(
        `SELECT p.number_key, c.member_id, o.member_id AS owner FROM payout_number_collisions p
         JOIN bank_cards c ON c.id = p.bank_card_id JOIN bank_cards o ON o.id = p.owner_card_id ORDER BY p.bank_card_id`,
      );
      expect(flagged).toEqual([
        { number_key: '09175559451', member_id: second, owner: first },
        { number_key: '09175559451', member_id: third, owner: first },
      ]);
      const shares = await older.db.query<{ number_key: string; remark: string }>(
        'SELECT number_key, remark FROM shared_payout_accounts ORDER BY number_key',
      );
      expect(shares).toEqual([{ number_key: '09175550000', remark: 'old' }]);
    } finally {
      await older.dispose();
    }
  });
});
