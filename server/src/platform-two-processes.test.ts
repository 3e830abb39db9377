/**
 * Two platforms, one PostgreSQL database. Two `startPlatform` calls in this test
 * process stand for two processes behind a load balancer: each has its own HTTP server, its own
 * pg pool and lock connection, its own RSA key cache (loaded at start), its own clock and its
 * own job runner (started, ticking every second), and nothing else is shared but the database.
 * The login, registration and captcha flows send each request to the other instance than the
 * one before; the money workload sends its statements through both pools by turns while both
 * job runners run; then both clocks jump two days and both runners settle at once.
 * Skipped without DATABASE_URL: PGlite is one process per folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { encryptBody } from '#contract/crypto/encrypt-body.ts';
import { SessionSchema, SliderChallengeSchema } from '#contract/session-schemas.ts';

import { loadConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Member } from './domain/accounts/member-repository.ts';
import { SETTINGS } from './domain/setting-definitions.ts';
import { setSetting } from './domain/settings-repository.ts';
import { approveDeposit, createDeposit } from './domain/wallet/deposits.ts';
import { startPlatform, type RunningPlatform } from './platform.ts';
import { runWorkload, workload, type WorkloadEnv } from './test-support/money-workload.ts';
import { createMember } from './test-support/wallet-client.ts';

const url = process.env.DATABASE_URL;
const CAPTCHA = 'HK4P';
const PLAYERS = 10;
const CLIENTS = 40;
const OPERATIONS = 1_000;
const DAY = 24 * 60 * 60_000;

interface Answer {
  success: boolean;
  errorCode: string;
  value: unknown;
}

describe.skipIf(!url)(
  `two platform processes on one PostgreSQL database${url ? '' : ' (skipped: DATABASE_URL is not set)'}`,
  () => {
    const schema = `tala_test_${randomBytes(6).toString('hex')}`;
    const folders: string[] = [];
    let instances: RunningPlatform[] = [];
    let turn = 0;
    /** The instance for the next request: A, B, A, B… */
    const next = (): RunningPlatform => {
      const instance = instances[turn++ % instances.length];
      if (!instance) throw new Error('no platform');
      return instance;
    };

    async function send(
      instance: RunningPlatform,
      method: string,
      pathname: string,
      init: { body?: string; headers?: Record<string, string> } = {},
    ): Promise<Response> {
      return fetch(`${instance.url}${pathname}`, {
        method,
        ...(init.body ? { body: init.body } : {}),
        headers: { Merchant: 'tala', ...init.headers },
      });
    }
    const answer = async (response: Promise<Response>): Promise<Answer> => (await (await response).json()) as Answer;

    /** Key from one instance, the encrypted call to the next. */
    async function encrypted(
      method: string,
      pathname: string,
      payload: unknown,
      headers: Record<string, string> = {},
    ): Promise<Answer> {
      const modulus = await (await send(next(), 'GET', '/wps/session/key/rsa')).text();
      const { body, headers: crypto } = encryptBody(payload, modulus);
      return answer(
        send(next(), method, pathname, {
          body,
          headers: { 'Content-Type': 'application/json', ...crypto, ...headers },
        }),
      );
    }
    async function slider() {
      const challenge = v.parse(
        SliderChallengeSchema,
        (await answer(send(next(), 'GET', '/wps/session/slider'))).value,
      );
      return { challengeId: challenge.challengeId, position: challenge.target + 2, durationMs: 420 };
    }
    async function captchaCookie(): Promise<string> {
      const response = await send(next(), 'GET', '/wps/captcha?t=1');
      return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    }
    const login = async (username: string, password: string, captcha?: { cookie: string; text: string }) =>
      encrypted(
        'POST',
        '/wps/session/login',
        { type: 'username', username, password, slider: await slider(), ...(captcha ? { captcha: captcha.text } : {}) },
        captcha ? { Cookie: captcha.cookie } : {},
      );

    beforeAll(async () => {
      if (!url) return;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      // Both start at once: migrations and demo data take their advisory locks.
      instances = await Promise.all(
        ['a', 'b'].map((name) => {
          const dataDir = mkdtempSync(path.join(tmpdir(), `tala-two-${name}-`));
          folders.push(dataDir);
          const config = loadConfig(
            {
              DATA_DIR: dataDir,
              DATABASE_URL: databaseUrl,
              PORT: '0',
              TALA_TEST_MODE: '1',
              TEST_CAPTCHA_TEXT: CAPTCHA,
            },
            [],
          );
          return startPlatform(config, { log: () => undefined });
        }),
      );
    }, 120_000);

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
      if (!url) return;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    });

    it('logs in, registers and passes the captcha with every request on the other instance', async () => {
      // Login: key from A, slider from B, login on A (with B's slider and A's key)… member info on either.
      const session = v.parse(SessionSchema, (await login('demo01', 'Demo1234')).value);
      for (let i = 0; i < 2; i++) {
        expect(
          (await answer(send(next(), 'GET', '/wps/member/info', { headers: { Authorization: session.token } })))
            .success,
        ).toBe(true);
      }

      // Registration: the SMS code sent by one instance with another's slider and read from the
      // outbox of the next (each with its own admin token), captcha cookie, slider and key from
      // others, the registration on the one after.
      const codeSlider = await slider();
      expect(
        (
          await answer(
            send(next(), 'POST', '/wps/verification/sms/register', {
              body: JSON.stringify({ countryDialingCode: '+63', mobileNo: '9205550101', slider: codeSlider }),
              headers: { 'Content-Type': 'application/json' },
            }),
          )
        ).success,
      ).toBe(true);
      const reader = next();
      const outbox = await answer(
        fetch(`${reader.url}/admin/outbox?to=${encodeURIComponent('+639205550101')}`, {
          headers: { 'X-Admin-Token': reader.adminToken },
        }),
      );
      const messages = v.parse(v.array(v.object({ body: v.string() })), outbox.value);
      const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      const cookie = await captchaCookie();
      const registered = await encrypted(
        'PUT',
        '/wps/member/register',
        {
          username: 'twoproc01',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          countryDialingCode: '+63',
          mobileNum: '9205550101',
          verificationCode: code,
          captcha: CAPTCHA,
          slider: await slider(),
          login: true,
        },
        { Cookie: cookie },
      );
      expect(registered, registered.errorCode).toMatchObject({ success: true });
      expect(v.parse(SessionSchema, registered.value).userName).toBe('twoproc01');

      // Captcha flow: three failures counted across both instances, then the captcha is required,
      // shown by one instance and checked by the other.
      for (let i = 0; i < 3; i++) expect((await login('twoproc01', 'Wrong123')).errorCode).toBe('login.cred.err');
      expect((await login('twoproc01', 'Secret123')).errorCode).toBe('captcha.required');
      const solved = await login('twoproc01', 'Secret123', { cookie: await captchaCookie(), text: CAPTCHA });
      expect(solved, solved.errorCode).toMatchObject({ success: true });
    }, 60_000);

    it('runs the money workload through both, and each settlement is paid once while both run their jobs', async () => {
      const [a, b] = instances;
      if (!a || !b) throw new Error('no platforms');
      const dbs: Db[] = [a.db, b.db];
      let statement = 0;
      const env: WorkloadEnv = {
        ctx: () => ({ db: dbs[statement++ % 2] ?? a.db, now: new Date() }),
        players: [],
        cards: new Map(),
      };
      await setSetting(a.db, SETTINGS.withdraw.key, { ...SETTINGS.withdraw.fallback, dailyCount: 10_000 });
      const agent = await createMember(a.db, 'twoagent', { type: 1 });
      for (let index = 0; index < PLAYERS; index++) {
        const player: Member = await createMember(dbs[index % 2] ?? a.db, `twoplayer${index}`, {
          uplineId: agent.id,
          paymentPassword: '123456',
        });
        env.players.push(player);
        const card = await a.db.query<{ id: number }>(
          `INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES ($1, 'BDO', 'Two Player', $2, now()) RETURNING id`,
          [player.id, `20000000${index}`],
        );
        env.cards.set(player.id, card[0]?.id ?? 0);
        const order = await createDeposit(
          env.ctx(),
          player,
          { channelId: 1, amount: '2000.00' },
          `two-opening-${index}`,
        );
        await approveDeposit(env.ctx(), order.id);
      }
      const sums = async () =>
        (
          await a.db.query<{ unbalanced: number; negative: number; total: string }>(`SELECT
      (SELECT count(*)::int FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0) t) AS unbalanced,
      (SELECT count(*)::int FROM (SELECT a.id FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.member_id IS NOT NULL GROUP BY a.id HAVING SUM(e.amount) < 0) n) AS negative,
      (SELECT COALESCE(SUM(amount), 0)::text FROM ledger_entries) AS total`)
        )[0];

      const { outcomes, ms } = await runWorkload(env, workload(OPERATIONS, PLAYERS, 20260616), CLIENTS);
      const executions = outcomes.reduce((sum, outcome) => sum + outcome.results.length, 0);
      console.log(
        `[two processes] ${OPERATIONS} operations (${executions} requests) by ${CLIENTS} clients through 2 pools in ${(ms / 1000).toFixed(1)} s`,
      );
      const codes = new Set(
        outcomes.flatMap((outcome) => outcome.results.flatMap((result) => (result.ok ? [] : [result.code]))),
      );
      expect([...codes].filter((code) => code !== 'account.balance.not.enough')).toEqual([]);
      for (const outcome of outcomes) {
        const [first, second] = outcome.results;
        if (first?.ok && second?.ok) expect(second.value).toEqual(first.value);
        const member = env.players[outcome.op.player];
        const rows = await a.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM ledger_transactions WHERE member_id = $1 AND idempotency_key = $2',
          [member?.id, outcome.op.key],
        );
        const expected = outcome.op.kind === 'deposit' || !outcome.results.some((result) => result.ok) ? 0 : 1;
        if (outcome.op.kind === 'recall') expect(rows[0]?.count).toBeLessThanOrEqual(1);
        else expect(rows[0]?.count, `${outcome.op.kind} ${outcome.op.key}`).toBe(expected);
      }
      expect(await sums()).toEqual({ unbalanced: 0, negative: 0, total: '0' });

      // Both clocks two days on; both runners settle everything due, twice each, at the same time,
      // with their interval ticks still running.
      const settledBefore = await a.db.query<{ count: number }>('SELECT count(*)::int AS count FROM agent_settlements');
      a.clock.advance(2 * DAY);
      b.clock.advance(2 * DAY);
      await Promise.all([a.jobs.runAll(), b.jobs.runAll(), a.jobs.runAll(), b.jobs.runAll()]);
      const settlements = await a.db.query<{
        paid: number;
        transactions: number;
        distinct_transactions: number;
        periods: number;
        rows: number;
      }>(`SELECT
      count(*) FILTER (WHERE amount > 0)::int AS paid, count(transaction_id)::int AS transactions,
      count(DISTINCT transaction_id)::int AS distinct_transactions, count(DISTINCT (contract_id, period_start))::int AS periods, count(*)::int AS rows
      FROM agent_settlements`);
      const payouts = await a.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ledger_transactions WHERE type IN ('SALARY', 'DIVIDEND')`,
      );
      const summary = settlements[0];
      console.log(
        `[two processes] settlements: ${summary?.rows} periods (${(summary?.rows ?? 0) - (settledBefore[0]?.count ?? 0)} new), ${summary?.paid} paid, ${payouts[0]?.count} payout transactions`,
      );
      expect(summary?.rows).toBeGreaterThan(settledBefore[0]?.count ?? 0);
      expect(summary?.periods).toBe(summary?.rows);
      expect(summary?.transactions).toBe(summary?.paid);
      expect(summary?.distinct_transactions).toBe(summary?.paid);
      expect(payouts[0]?.count).toBe(summary?.paid);
      expect(await sums()).toEqual({ unbalanced: 0, negative: 0, total: '0' });
    }, 300_000);
  },
);
