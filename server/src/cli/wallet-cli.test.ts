import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { contractAction } from '../domain/agents/contracts.ts';
import { createDeposit } from '../domain/wallet/deposits.ts';
import { adjustBalance } from '../domain/wallet/wallet-operator-actions.ts';
import { requestWithdrawal } from '../domain/wallet/withdrawals.ts';
import { startPlatform } from '../platform.ts';
import { useCliDataFolder } from '../test-support/cli-data-folder.ts';
import { createMember } from '../test-support/wallet-client.ts';

const folder = useCliDataFolder('tala-wallet-cli-');
const { cli } = folder;

describe('operator CLI: money', () => {
  it('shows and adjusts balances, reviews deposits and sweeps receipts in the data folder', async () => {
    const balance = await cli('balance', 'demo01');
    expect(balance).toMatchObject({ code: 0 });
    expect(balance.out).toContain('demo01: total 1000.00 PHP; main 1000.00 (held 0.00)');
    const adjusted = await cli('balance', 'adjust', 'demo01', '-25.50');
    expect(adjusted.out).toMatch(/Adjusted demo01 by -25\.50 \(A\d{14}\)/);
    expect(adjusted.out).toContain('main 974.50');
    expect((await cli('balance', 'adjust', 'demo01', '-5000')).err).toContain('account.balance.not.enough');
    expect((await cli('balance', 'adjust', 'demo01', 'lots')).code).toBe(1);
    expect((await cli('balance', 'ghost01')).code).toBe(1);

    const { db } = folder;
    const demo = await findMemberByUsername(db, 'demo01');
    const order = await createDeposit(
      { db, now: new Date() },
      demo!,
      { channelId: 3, amount: '300' },
      'cli-test-deposit',
    );
    expect((await cli('deposit', 'list', '--state', 'PENDING')).out).toMatch(
      new RegExp(`#${order.id} D\\d{14} demo01 300\\.00 PENDING EWALLET`),
    );
    expect((await cli('deposit', 'approve', String(order.id))).out).toContain('300.00 APPROVED');
    expect((await cli('deposit', 'approve', String(order.id))).err).toContain('already APPROVED');
    expect((await cli('balance', 'demo01')).out).toContain('main 1274.50');
    expect((await cli('deposit', 'list', '--state', 'nope')).code).toBe(1);
    expect((await cli('deposit', 'approve', 'x')).code).toBe(2);

    expect((await cli('withdraw', 'list')).out).toContain('No withdrawals');
    expect((await cli('withdraw', 'pay', '7')).err).toContain('no withdrawal 7');
    expect((await cli('receipts', 'sweep')).out).toContain('0 withdrawal(s) counted as received');
    expect((await cli('receipts')).code).toBe(2);

    // One payout number, one member, unless the operator lets it be shared.
    expect((await cli('payout-account', 'share', '0917-555-0009', '--remark', 'Family')).out).toContain(
      'Payout account 09175550009 may be bound by several members; bound by nobody yet',
    );
    expect((await cli('payout-account', 'unshare', '639175550009')).out).toContain(
      'Payout account 09175550009 belongs to its first member only',
    );
    expect((await cli('payout-account', 'share')).code).toBe(2);
    expect((await cli('payout-account', 'share', 'x1')).code).toBe(1);
    // Spellings several members bound before one key covered them all (migration 034).
    expect((await cli('payout-account', 'collisions')).out).toContain('No payout number collisions to review');
    expect((await cli('payout-account', 'reviewed', '0917 555 0009')).err).toContain('no unreviewed collision');
    // Contract offers above the approval threshold wait for the operator.
    expect((await cli('contract', 'approvals')).out).toContain('No contract offers waiting for approval');
    expect((await cli('contract', 'approve', '999999')).err).toContain('no contract 999999');
    expect((await cli('contract', 'approve')).code).toBe(2);
    const agent01 = await findMemberByUsername(db, 'agent01');
    const offered = await contractAction(db, new Date(), agent01!, 'DAILY_WAGE', {
      action: 'offer',
      username: 'agent02',
      rate: '0.6',
      minActiveMembers: 1,
      minValidBet: '0',
      periodType: 'D',
      paymentPassword: '123456',
    });
    expect(offered.contract.state).toBe('AWAITING_APPROVAL');
    expect((await cli('contract', 'approvals')).out).toContain(
      `#${offered.contract.id} DAILY_WAGE agent01 → agent02 0.60 % (D)`,
    );
    expect((await cli('contract', 'approve', String(offered.contract.id))).out).toContain('0.60 % is OFFERED');
    expect((await cli('contract', 'reject', String(offered.contract.id))).err).toContain('not awaiting approval');
  }, 60_000);

  it('prints stored control characters visibly, never raw (withdraw list, promo applications)', async () => {
    const { db } = folder;
    const now = new Date();
    const member = await createMember(db, 'escape01', { paymentPassword: '135790' }, now);
    await adjustBalance({ db, now }, 'escape01', '500.00');
    // Rows as an older platform (or a direct database write) may have stored them: the CLI must
    // not pass their escape sequences to the operator's terminal.
    const card = await db.query<{ id: number }>(
      `INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at)
       VALUES ($1, $2, $3, '5550001234', $4) RETURNING id`,
      [member.id, 'BDO\u001b[31mX', 'Juan\u202Eesc', now],
    );
    await requestWithdrawal(
      { db, now },
      member,
      { bankCardId: card[0]!.id, amount: '100.00', paymentPassword: '135790' },
      'escape-withdrawal',
    );
    const promotion = await db.query<{ id: number }>("SELECT id FROM promotions WHERE kind = 'APPLY' LIMIT 1");
    await db.query(
      "INSERT INTO promotion_entries (promotion_id, member_id, state, comment, created_at) VALUES ($1, $2, 'APPLYING', $3, $4)",
      [promotion[0]!.id, member.id, 'win\u001b[2J\u001b[H\nfake line\u009b31m', now],
    );

    const withdrawals = await cli('withdraw', 'list');
    expect(withdrawals.out).toContain('to BDO\\u001b[31mX / Juan\\u202eesc / 5550001234');
    const applications = await cli('promo', 'applications');
    expect(applications.out).toContain('escape01 APPLYING');
    expect(applications.out).toContain(': win\\u001b[2J\\u001b[H\\nfake line\\u009b31m');
    for (const text of [withdrawals.out, applications.out])
      // eslint-disable-next-line no-control-regex
      expect(text.split('\n').filter((line) => /[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/.test(line))).toEqual([]);
  }, 60_000);

  it('does the same through a running server', async () => {
    const config = {
      ...loadConfig({}, [], path.dirname(folder.dataDir)),
      port: 0,
      dataDir: folder.dataDir,
      distDir: path.join(path.dirname(folder.dataDir), 'dist'),
      databaseUrl: null,
    };
    await folder.withServer(async () => {
      const platform = await startPlatform(config, { log: () => undefined });
      try {
        const adjusted = await cli('balance', 'adjust', 'demo01', '10');
        expect(adjusted.out).toContain('main 1284.50');
        expect(adjusted.out).toContain('running server');
        expect((await cli('deposit', 'list')).out).toMatch(/APPROVED EWALLET/);
        expect((await cli('deposit', 'reject', '999')).err).toContain('no deposit order 999');
        expect((await cli('withdraw', 'list', '--state', 'PAID')).out).toContain('No withdrawals');
        expect((await cli('withdraw', 'approve', '5')).code).toBe(1);
        expect((await cli('receipts', 'sweep')).out).toContain('0 withdrawal(s)');
      } finally {
        await platform.stop();
      }
    });
  }, 60_000);
});
