import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MessageSchema, UnreadCountSchema } from '#contract/message-schemas.ts';
import { BalanceSchema, PageOfSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { formatMoney, parseAmount } from '../domain/wallet/money.ts';
import { admin, call, envelope, expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import {
  cheapHash,
  createMember,
  encryptedMoneyCall,
  moneyCall,
  newKey,
  tokenFor,
} from '../test-support/wallet-client.ts';

const InboxSchema = PageOfSchema(MessageSchema);
const main = (balance: v.InferOutput<typeof BalanceSchema>) =>
  balance.balance.find((item) => item.accountName === 'MAIN')?.availBalance;

describe.each(testBackends())('inbox endpoints on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  const inbox = (query = '') =>
    expectOk(moneyCall(platform, token, 'GET', `/wps/relay/CSP_getInbox${query}`), InboxSchema);
  const unread = async () =>
    (await expectOk(moneyCall(platform, token, 'GET', '/wps/relay/CSP_unreadCount'), UnreadCountSchema)).count;
  const read = (ids: unknown) => moneyCall(platform, token, 'POST', '/wps/relay/CSP_readMessage', { ids });
  const remove = (ids: unknown) => moneyCall(platform, token, 'DELETE', '/wps/relay/CSP_deleteMessage', { ids });

  it('shows the seeded messages newest first, all unread, never cached', async () => {
    const response = await moneyCall(platform, token, 'GET', '/wps/relay/CSP_getInbox');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = await expectOk(response, InboxSchema);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, totalPages: 1, totalCount: 3 });
    expect(page.content.map((message) => message.title)).toEqual([
      'Security reminder',
      'Deposit bonus this week',
      'Welcome to Tala',
    ]);
    expect(page.content.every((message) => !message.read)).toBe(true);
    expect(page.content[1]?.content).toContain('<ul><li>');
    expect(page.content[0]!.createdAt).toBeGreaterThan(page.content[1]!.createdAt);
    expect(await unread()).toBe(3);
    const second = await inbox('?pageNo=2&pageSize=2');
    expect(second).toMatchObject({ pageNum: 2, pageSize: 2, totalPages: 2, totalCount: 3 });
    expect(second.content.map((message) => message.title)).toEqual(['Welcome to Tala']);
    await expectRefusal(
      moneyCall(platform, token, 'GET', '/wps/relay/CSP_getInbox?pageNo=0'),
      'request.param.err',
      400,
    );
    await expectRefusal(platform.request('/wps/relay/CSP_getInbox'), 'login.not.session', 401);
    await expectRefusal(platform.request('/wps/relay/CSP_unreadCount'), 'login.not.session', 401);
  });

  it("answers the inbox in the request's language, an operator's own message as written", async () => {
    const thai = await expectOk(
      call(platform, 'GET', '/wps/relay/CSP_getInbox', undefined, { token, headers: { Language: 'TH' } }),
      InboxSchema,
    );
    expect(thai.content.map((message) => message.title)).toEqual([
      'ข้อควรระวังด้านความปลอดภัย',
      'โบนัสฝากเงินสัปดาห์นี้',
      'ยินดีต้อนรับสู่ Tala',
    ]);
    expect(thai.content[1]?.content).toBe(
      '<p>ฝากเงินสัปดาห์นี้ รับโบนัสเพิ่ม:</p><ul><li>10% เมื่อฝากตั้งแต่ 500.00</li><li>15% เมื่อฝากตั้งแต่ 5,000.00</li>' +
        '<li>โบนัสเข้าบัญชีภายใน 24 ชั่วโมง</li></ul><p>มีเงื่อนไขตามที่กำหนด ดูที่หน้าโปรโมชั่น</p>',
    );
    expect(thai.content[2]?.content).toContain('<strong>Demo</strong>');
    const arabic = await inbox('?language=AR');
    expect(arabic.content[0]?.title).toBe('تذكير أمني');
    expect(arabic.content.map((message) => message.id)).toEqual(thai.content.map((message) => message.id));
    // An unknown code gets the original; so does an operator's message, which has no translations.
    expect((await inbox('?language=XX')).content[0]?.title).toBe('Security reminder');
    await createMember(platform.deps.db, 'inboxth01');
    const sent = await envelope(
      admin(platform, 'POST', '/admin/messages', {
        username: 'inboxth01',
        title: 'Operator note',
        content: '<p>Hi</p>',
      }),
    );
    expect(sent.success).toBe(true);
    const own = await expectOk(
      call(platform, 'GET', '/wps/relay/CSP_getInbox', undefined, {
        token: await tokenFor(platform, 'inboxth01'),
        headers: { Language: 'TH' },
      }),
      InboxSchema,
    );
    expect(own.content.map((message) => [message.title, message.content])).toEqual([['Operator note', '<p>Hi</p>']]);
  });

  it("reads and deletes only the member's own messages", async () => {
    const sent = await envelope(
      admin(platform, 'POST', '/admin/messages', { username: 'agent01', title: 'For the agent', content: '<p>Hi</p>' }),
    );
    expect(sent).toMatchObject({ status: 200, success: true });
    const foreignId = (sent.value as { id: number }).id;
    const agentToken = await tokenFor(platform, 'agent01');
    const agentUnread = async () =>
      (await expectOk(moneyCall(platform, agentToken, 'GET', '/wps/relay/CSP_unreadCount'), UnreadCountSchema)).count;
    expect(await agentUnread()).toBe(1);

    const [newest, middle, oldest] = (await inbox()).content.map((message) => message.id);
    const readResponse = await read([newest, foreignId, 999_999]);
    expect(readResponse.headers.get('Cache-Control')).toBe('no-store');
    expect(await expectOk(readResponse, UnreadCountSchema)).toEqual({ count: 2 });
    expect(await expectOk(read([newest]), UnreadCountSchema)).toEqual({ count: 2 });
    expect(await agentUnread()).toBe(1);
    expect((await inbox()).content.map((message) => message.read)).toEqual([true, false, false]);

    expect(await expectOk(remove([middle, foreignId]), UnreadCountSchema)).toEqual({ count: 1 });
    const after = await inbox();
    expect(after.totalCount).toBe(2);
    expect(after.content.map((message) => message.id)).toEqual([newest, oldest]);
    // A deleted message can no longer be read; the foreign one is untouched.
    expect(await expectOk(read([middle]), UnreadCountSchema)).toEqual({ count: 1 });
    expect(
      (await expectOk(moneyCall(platform, agentToken, 'GET', '/wps/relay/CSP_getInbox'), InboxSchema)).content.map(
        (message) => message.id,
      ),
    ).toEqual([foreignId]);

    for (const ids of [[], ['1'], 'x', Array.from({ length: 101 }, (_, index) => index + 1)]) {
      await expectRefusal(read(ids), 'request.param.err', 400);
      await expectRefusal(remove(ids), 'request.param.err', 400);
    }
    await expectRefusal(
      platform.request('/wps/relay/CSP_readMessage', { method: 'POST', body: '{"ids":[1]}' }),
      'login.not.session',
      401,
    );
  });

  it('lets the operator send messages, refusing unknown accounts and empty text', async () => {
    expect(
      (await admin(platform, 'POST', '/admin/messages', { username: 'ghost01', title: 'T', content: 'C' })).status,
    ).toBe(404);
    expect(
      (await admin(platform, 'POST', '/admin/messages', { username: 'demo01', title: ' ', content: 'C' })).status,
    ).toBe(400);
    expect((await admin(platform, 'POST', '/admin/messages', { username: 'demo01', title: 'T' })).status).toBe(400);
    expect((await platform.app.request('/admin/messages', { method: 'POST', body: '{}' })).status).toBe(401);
    const before = await unread();
    const sent = await envelope(
      admin(platform, 'POST', '/admin/messages', { username: 'DEMO01', title: 'Fresh', content: '<b>new</b>' }),
    );
    expect(sent.value).toMatchObject({ username: 'demo01' });
    expect(await unread()).toBe(before + 1);
    expect((await inbox()).content[0]).toMatchObject({ title: 'Fresh', content: '<b>new</b>', read: false });
  });
});

describe.each(testBackends())('transfer to upline on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const PAY = '246810';
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    await platform.deps.db.query('UPDATE members SET payment_password_hash = $2 WHERE username = $1', [
      'demo01',
      cheapHash(PAY),
    ]);
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  const transfer = (body: unknown, key: string | undefined = newKey(), as = token) =>
    encryptedMoneyCall(platform, as, 'POST', '/wps/member/transferUpline', body, key);
  const agentMain = async () =>
    (await envelope(admin(platform, 'GET', '/admin/balances/agent01'))).value as v.InferOutput<typeof BalanceSchema>;

  // agent01 holds seeded money (the agent tree's demo): compare against what it had.
  let agentAfter = '';
  it('moves MAIN to the upline once per Idempotency-Key', async () => {
    const agentBefore = parseAmount(main(v.parse(BalanceSchema, await agentMain())) ?? '0') ?? 0n;
    agentAfter = formatMoney(agentBefore + 10_050n);
    const key = newKey();
    const response = await transfer({ amount: '100.5', paymentPassword: PAY }, key);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const first = await expectOk(response, BalanceSchema);
    expect(main(first)).toBe('899.50');
    expect(first.sumBalance).toBe('899.50');
    expect(await expectOk(transfer({ amount: '100.50', paymentPassword: PAY }, key), BalanceSchema)).toEqual(first);
    expect(main(v.parse(BalanceSchema, await agentMain()))).toBe(agentAfter);
    await expectRefusal(transfer({ amount: '5', paymentPassword: PAY }, key), 'request.param.err', 400);
    const rows = await platform.deps.db.query('SELECT id FROM ledger_transactions WHERE type = $1', [
      'UPLINE_TRANSFER',
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses without a key, a wrong payment password, too much money, bad bodies', async () => {
    expect(
      (await expectRefusal(transfer({ amount: '1', paymentPassword: PAY }, ''), 'request.param.err', 400)).message,
    ).toBe('Idempotency-Key is required');
    await expectRefusal(transfer({ amount: '1', paymentPassword: '000000' }), 'invalid.payment.pw');
    await expectRefusal(transfer({ amount: '5000', paymentPassword: PAY }), 'account.balance.not.enough');
    await expectRefusal(transfer({ amount: '0', paymentPassword: PAY }), 'empty.amount');
    await expectRefusal(transfer({ amount: 1, paymentPassword: PAY }), 'request.param.err', 400);
    await expectRefusal(transfer({ amount: '1' }), 'request.param.err', 400);
    // A plain (unencrypted) body is refused.
    await expectRefusal(
      moneyCall(platform, token, 'POST', '/wps/member/transferUpline', { amount: '1', paymentPassword: PAY }, newKey()),
      'request_body_required',
      400,
    );
    await expectRefusal(platform.request('/wps/member/transferUpline', { method: 'POST' }), 'login.not.session', 401);
    expect(main(v.parse(BalanceSchema, await agentMain()))).toBe(agentAfter);
  });

  it('refuses members without an upline and trial members', async () => {
    const agent = await platform.deps.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      'agent01',
    ]);
    await createMember(platform.deps.db, 'lonely01', { paymentPassword: PAY });
    await createMember(platform.deps.db, 'trial01', { type: 4, uplineId: agent[0]!.id, paymentPassword: PAY });
    await expectRefusal(
      transfer({ amount: '1', paymentPassword: PAY }, newKey(), await tokenFor(platform, 'lonely01')),
      'not.exists.user',
    );
    await expectRefusal(
      transfer({ amount: '1', paymentPassword: PAY }, newKey(), await tokenFor(platform, 'trial01')),
      'in_need_true_account',
    );
  });
});
