/**
 * Free-trial play: trial credit granted once per trial member, house games and the
 * lottery played on the trial wallet only, money endpoints and vendors' games still refused,
 * free-play logins capped per address, and grants that race granting once.
 */
import { randomUUID } from 'node:crypto';

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { generateRandomKey } from '#contract/crypto/random-key.ts';
import { rsaEncryptReversedKey } from '#contract/crypto/textbook-rsa.ts';
import { LaunchSchema } from '#contract/game-schemas.ts';
import {
  LotterySessionSchema,
  PopularLotteryListSchema,
  TicketBoughtSchema,
  type TicketBody,
} from '#contract/lottery-schemas.ts';
import { SessionSchema } from '#contract/session-schemas.ts';
import { BalanceSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { findMemberById } from '../domain/accounts/member-repository.ts';
import { findGameByCode } from '../domain/games/game-list.ts';
import { runLottery } from '../domain/lottery/lottery-job.ts';
import { balancesOf, memberAccount, systemAccount } from '../domain/wallet/ledger-accounts.ts';
import { postTransaction } from '../domain/wallet/ledger.ts';
import { ensureTrialCredit } from '../domain/wallet/trial-wallet.ts';
import { admin, call, envelope, expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

const RoundSchema = v.object({ stake: v.string(), win: v.string(), balance: v.string() });
const GameSessionSchema = v.object({ gameSession: v.string(), balance: v.string(), trial: v.literal(true) });

describe.each(testBackends())('free-trial play on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock(new Date('2026-06-15T12:00:10Z'));
  let nextIp = 1;
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
    await runLottery(platform.deps.db, clock.now());
  });
  afterAll(() => platform.dispose());

  const db = () => platform.deps.db;
  const freePlayRequest = async (ip: string) => {
    const modulus = await (await platform.request('/wps/session/key/rsa')).text();
    const headers = {
      Encryption: rsaEncryptReversedKey(generateRandomKey(), modulus),
      'X-Gateway-Version': '3',
      'X-RSA': modulus,
    };
    return call(platform, 'POST', '/wps/session/login/freeplay', { os: 'Linux', platform: 'W' }, { headers, ip });
  };
  /** A new trial session from an address of its own (the per-address cap is tested apart). */
  const freePlay = () => expectOk(freePlayRequest(`10.9.0.${nextIp++}`), SessionSchema);
  const balance = (token: string) =>
    expectOk(moneyCall(platform, token, 'GET', '/wps/v2/wallets/balance'), BalanceSchema);
  const trialCredit = async (token: string) =>
    (await balance(token)).balance.find((wallet) => wallet.accountName === 'TRIAL')?.availBalance;
  const houseBalance = async () => {
    const house = await systemAccount(db(), 'HOUSE');
    return (await balancesOf(db(), [house.id])).get(house.id);
  };
  const count = async (sql: string, params: unknown[]) =>
    (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;
  const launch = (token: string, query: string) =>
    call(platform, 'GET', `/wps/game/launchGame?${query}`, undefined, { token });
  const launchToken = async (token: string, query: string) =>
    new URL((await expectOk(launch(token, query), LaunchSchema)).content.game_url).searchParams.get('t') ?? '';
  const slotQuery = async () =>
    `launchMode=GLS&nodeId=${(await findGameByCode(db(), 'TALA-SLOT'))?.nodeId ?? 0}&accountType=0`;
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    platform.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'null', ...headers },
      body: JSON.stringify(body),
    });

  it('grants the trial credit once, on the first free-play login, as a trial wallet and never as money', async () => {
    const session = await freePlay();
    expect(session.customerType).toBe(4);
    expect(await balance(session.token)).toEqual({
      currency: 'PHP',
      sumBalance: '0.00',
      balance: [
        {
          accountTypeId: -4,
          accountName: 'TRIAL',
          displayName: 'Trial credit',
          availBalance: '2000.00',
          holdBalance: '0.00',
        },
      ],
    });
    const member = await findMemberById(db(), session.id);
    if (!member) throw new Error('no trial member');
    expect(await ensureTrialCredit(db(), member, clock.now())).toEqual({ grantedNow: false, balance: 200_000n });
    await expectOk(launch(session.token, await slotQuery()), LaunchSchema);
    expect(await trialCredit(session.token)).toBe('2000.00');
    expect(await count('trial_grants WHERE member_id = $1', [member.id])).toBe(1);
    expect(await count("ledger_transactions WHERE member_id = $1 AND type = 'TRIAL_GRANT'", [member.id])).toBe(1);

    // The operator's setting decides the credit of later trials.
    expect(
      (
        await admin(platform, 'PUT', '/admin/settings/trial.settings', {
          value: { credit: '500.50', freePlaysPerIpPerHour: 10 },
        })
      ).status,
    ).toBe(200);
    expect(await trialCredit((await freePlay()).token)).toBe('500.50');
    expect(
      (
        await admin(platform, 'PUT', '/admin/settings/trial.settings', {
          value: { credit: '2000.00', freePlaysPerIpPerHour: 10 },
        })
      ).status,
    ).toBe(200);
  });

  it('plays a house game round against the trial wallet only', async () => {
    const session = await freePlay();
    const houseBefore = await houseBalance();
    const opened = await expectOk(
      postJson('/games/api/session', { launchToken: await launchToken(session.token, await slotQuery()) }),
      GameSessionSchema,
    );
    expect(opened.balance).toBe('2000.00');
    const round = await expectOk(
      postJson(
        '/games/api/slot/play',
        { roundId: randomUUID(), stake: '10.00', clientSeed: 'trial-seed' },
        { 'X-Game-Session': opened.gameSession },
      ),
      RoundSchema,
    );
    const expected = 200_000n - 1_000n + BigInt(round.win.replace('.', ''));
    expect(round.balance.replace('.', '')).toBe(expected.toString());
    expect(await trialCredit(session.token)).toBe(round.balance);
    // Nothing about money moved or was recorded: no bet row, no HOUSE movement, no MAIN money.
    expect(await count('bets WHERE member_id = $1', [session.id])).toBe(0);
    expect(
      await count("trial_bets WHERE member_id = $1 AND wallet = 'TRIAL' AND state = 'SETTLED'", [session.id]),
    ).toBe(1);
    expect(await houseBalance()).toBe(houseBefore);
    expect((await balance(session.token)).sumBalance).toBe('0.00');
    // More than the trial credit cannot be staked.
    await expectRefusal(
      postJson(
        '/games/api/slot/play',
        { roundId: randomUUID(), stake: '5000.00', clientSeed: 'x' },
        { 'X-Game-Session': opened.gameSession },
      ),
      'account.balance.not.enough',
    );
  });

  it('buys a lottery ticket with trial credit and settles it on the trial wallet, outside the draw exposure', async () => {
    const session = await freePlay();
    const launched = await launchToken(
      session.token,
      'launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ELOTT&lottoGameCode=5D1&accountType=0',
    );
    const page = await expectOk(
      postJson('/lottery/api/session', { launchToken: launched }),
      v.object({ ...LotterySessionSchema.entries, trial: v.literal(true) }),
    );
    expect(page.balance).toBe('2000.00');
    const popular = v.parse(
      PopularLotteryListSchema,
      await (await platform.request('/lgw/games/popular?count=100')).json(),
    );
    const draw = popular.find((game) => game.gameCode === '5D1');
    if (!draw) throw new Error('no 5D1 draw');
    const exposure = async () =>
      (await db().query<{ e: string }>('SELECT exposure::text AS e FROM lottery_draws WHERE id = $1', [draw.drawId]))[0]
        ?.e;
    const exposureBefore = await exposure();
    const ticket: TicketBody = { drawId: draw.drawId, betType: 'BIG_SMALL', selection: ['BIG'], stake: '100' };
    const bought = await expectOk(
      postJson('/lottery/api/tickets', ticket, {
        'X-Lottery-Session': page.lotterySession,
        'Idempotency-Key': newKey(),
      }),
      TicketBoughtSchema,
    );
    expect(bought.balance).toBe('1900.00');
    expect(await exposure()).toBe(exposureBefore);
    expect(await count('bets WHERE member_id = $1', [session.id])).toBe(0);
    clock.advance(60_000);
    await runLottery(db(), clock.now());
    const rows = await db().query<{ state: string; win: string }>(
      'SELECT state, win::text AS win FROM trial_bets WHERE member_id = $1',
      [session.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('SETTLED');
    expect(await trialCredit(session.token)).toBe(rows[0]?.win === '0' ? '1900.00' : '2098.00');
  });

  it("keeps refusing trial members every money call, vendors' games and real-money launches", async () => {
    const session = await freePlay();
    const calls = [
      ['POST', '/wps/relay/GCS_walletTransfer'],
      ['GET', '/wps/relay/MCSFE_getDepositSettings'],
      ['POST', '/wps/transaction/deposit'],
      ['GET', '/wps/relay/MCSFE_getWithdrawSettings'],
      ['POST', '/wps/transaction/withdraw'],
      ['GET', '/wps/member/bankCard'],
      ['GET', '/wps/report/transaction'],
      ['GET', '/wps/report/bets'],
      ['POST', '/wps/member/transferUpline'],
      ['POST', '/wps/member/rewards/1/claim'],
      ['POST', '/wps/relay/MCSFE_claimIssuedPromotion'],
      ['POST', '/wps/relay/MCSFE_joinPromotion'],
      ['POST', '/wps/relay/MCSFE_claimRafflePromotion'],
      ['POST', '/wps/member/bind/code'],
    ] as const;
    for (const [method, path] of calls) {
      const answer = await envelope(
        moneyCall(platform, session.token, method, path, method === 'GET' ? undefined : {}, newKey()),
      );
      expect(answer, `${method} ${path}`).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    }
    const jdb = await db().query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE vendor = 'JDB' ORDER BY node_id LIMIT 1",
    );
    await expectRefusal(
      launch(session.token, `launchMode=GLS&nodeId=${jdb[0]?.node_id ?? 0}&accountType=0`),
      'in_need_true_account',
    );
    await expectRefusal(
      launch(session.token, 'launchMode=GLS&vassalage=JDB&gameType=RNG&accountType=0'),
      'in_need_true_account',
    );
    await expectRefusal(
      launch(session.token, (await slotQuery()).replace('accountType=0', 'accountType=1')),
      'in_need_true_account',
    );
    await expectRefusal(
      launch(session.token, 'launchMode=LOTT&lottoGameCode=5D1&accountType=1'),
      'in_need_true_account',
    );
    // A member has no free-play wallet.
    await expectRefusal(launch(await tokenFor(platform, 'demo01'), await slotQuery()), 'request.param.err', 400);
  });

  it('keeps trial credit and money apart in the ledger itself', async () => {
    const session = await freePlay();
    const trial = await memberAccount(db(), session.id, 'TRIAL');
    const house = await systemAccount(db(), 'HOUSE');
    await expect(
      db().transaction((tx) =>
        postTransaction(tx, clock.now(), {
          type: 'BET',
          memberId: session.id,
          postings: [
            { account: trial, amount: -100n },
            { account: house, amount: 100n },
          ],
        }),
      ),
    ).rejects.toThrow(/mix trial credit and money/);
    // Past the code, the database refuses at commit.
    await expect(
      db().transaction(async (tx) => {
        const id = (
          await tx.query<{ id: number }>(
            "INSERT INTO ledger_transactions (type, member_id, reference, created_at) VALUES ('BET', $1, 'mix-test', $2) RETURNING id",
            [session.id, clock.now()],
          )
        )[0]?.id;
        await tx.query(
          'INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at) VALUES ($1, $2, -100, $4), ($1, $3, 100, $4)',
          [id, trial.id, house.id, clock.now()],
        );
      }),
    ).rejects.toThrow(/mixes trial credit and money/);
    const member = await createMember(db(), 'realplayer01', {}, clock.now());
    await expect(memberAccount(db(), member.id, 'TRIAL')).rejects.toThrow(/only trial members/);
  });

  it('grants once when first launches and grants race', async () => {
    // A trial member made without free play (legacy trial registration) gets its credit at its first launch.
    const member = await createMember(db(), 'guest900001', { type: 4 }, clock.now());
    const token = await tokenFor(platform, 'guest900001');
    const answers = await Promise.all([
      launch(token, await slotQuery()),
      launch(token, await slotQuery()),
      launch(token, 'launchMode=LOTT&lottoGameCode=5D1&accountType=0'),
      ensureTrialCredit(db(), member, clock.now()),
      ensureTrialCredit(db(), member, clock.now()),
    ]);
    for (const answer of answers.slice(0, 3)) expect((await envelope(answer as Response)).success).toBe(true);
    expect(
      answers.slice(3).filter((grant) => (grant as { grantedNow: boolean }).grantedNow).length,
    ).toBeLessThanOrEqual(1);
    expect(await count('trial_grants WHERE member_id = $1', [member.id])).toBe(1);
    expect(await count("ledger_transactions WHERE member_id = $1 AND type = 'TRIAL_GRANT'", [member.id])).toBe(1);
    expect(await trialCredit(token)).toBe('2000.00');

    // Grants alone, all at once: exactly one of them grants.
    const other = await createMember(db(), 'guest900002', { type: 4 }, clock.now());
    const grants = await Promise.all([1, 2, 3, 4].map(() => ensureTrialCredit(db(), other, clock.now())));
    expect(grants.filter((grant) => grant.grantedNow)).toHaveLength(1);
    expect(grants.map((grant) => grant.balance)).toEqual([200_000n, 200_000n, 200_000n, 200_000n]);

    // Two free-play logins at once: two trial members, one grant each.
    const [a, b] = await Promise.all([freePlay(), freePlay()]);
    expect(a.id).not.toBe(b.id);
    for (const session of [a, b]) {
      expect(await count('trial_grants WHERE member_id = $1', [session.id])).toBe(1);
      expect(await trialCredit(session.token)).toBe('2000.00');
    }
  });

  it('caps free-play logins per address and per hour', async () => {
    expect(
      (
        await admin(platform, 'PUT', '/admin/settings/trial.settings', {
          value: { credit: '2000.00', freePlaysPerIpPerHour: 2 },
        })
      ).status,
    ).toBe(200);
    try {
      const ip = '10.8.0.1';
      await expectOk(freePlayRequest(ip), SessionSchema);
      await expectOk(freePlayRequest(ip), SessionSchema);
      await expectRefusal(freePlayRequest(ip), 'TOO_MANY_REQUESTS');
      await expectOk(freePlayRequest('10.8.0.2'), SessionSchema);
      clock.advance(3_600_000 + 1000);
      await expectOk(freePlayRequest(ip), SessionSchema);
    } finally {
      await admin(platform, 'PUT', '/admin/settings/trial.settings', {
        value: { credit: '2000.00', freePlaysPerIpPerHour: 10 },
      });
    }
  });
});
