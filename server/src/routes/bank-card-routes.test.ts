import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BankCardSchema, WithdrawSettingsSchema } from '#contract/wallet-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { envelope, expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, encryptedMoneyCall, moneyCall, tokenFor } from '../test-support/wallet-client.ts';

const Nothing = v.null();

describe.each(testBackends())('payment password and bank cards on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  const setPassword = (body: unknown) =>
    encryptedMoneyCall(platform, token, 'PUT', '/wps/member/paymentPassword', body);
  const addCard = (accountNumber: string, paymentPassword = '654321', extra: object = {}) =>
    encryptedMoneyCall(platform, token, 'PUT', '/wps/member/bankCard', {
      bankName: 'BDO Unibank',
      accountName: 'Demo Player',
      accountNumber,
      paymentPassword,
      ...extra,
    });
  const settings = () =>
    expectOk(moneyCall(platform, token, 'GET', '/wps/relay/MCSFE_getWithdrawSettings'), WithdrawSettingsSchema);

  it('sets, checks and changes the payment password', async () => {
    expect(await settings()).toEqual({
      minAmount: '100.00',
      maxAmount: '20000.00',
      dailyCount: 3,
      usedToday: 0,
      confirmMinutes: 30,
      hasPaymentPassword: false,
      maxBankCards: 3,
    });
    await expectRefusal(addCard('1234567890'), 'payment.pw.required');
    expect((await expectRefusal(setPassword({ paymentPassword: '12ab56' }), 'request.param.err', 400)).message).toBe(
      'paymentPassword does not follow the rule',
    );
    await expectRefusal(setPassword({ paymentPassword: '1234567' }), 'request.param.err', 400);
    await expectOk(setPassword({ paymentPassword: '123456' }), Nothing);
    expect((await settings()).hasPaymentPassword).toBe(true);
    expect((await expectRefusal(setPassword({ paymentPassword: '654321' }), 'request.param.err', 400)).message).toBe(
      'oldPaymentPassword is required',
    );
    await expectRefusal(setPassword({ oldPaymentPassword: '000000', paymentPassword: '654321' }), 'invalid.payment.pw');
    await expectOk(setPassword({ oldPaymentPassword: '123456', paymentPassword: '654321' }), Nothing);
    await expectRefusal(addCard('1234567890', '123456'), 'invalid.payment.pw');
  });

  it('binds at most three cards, refuses duplicates, and only ever shows the last four digits', async () => {
    const card = await expectOk(addCard('1234 5678 9012'), BankCardSchema);
    expect(card).toMatchObject({ bankName: 'BDO Unibank', accountName: 'Demo Player', maskedNumber: '****9012' });
    await expectRefusal(addCard('1234-5678-9012'), 'exists.bank.card');
    await expectOk(addCard('2222333344'), BankCardSchema);
    await expectOk(addCard('5555666677'), BankCardSchema);
    await expectRefusal(addCard('8888999900'), 'withdraw.bank.card.max');
    const response = await moneyCall(platform, token, 'GET', '/wps/member/bankCard');
    const text = await response.clone().text();
    expect(text).not.toContain('123456789012');
    expect(text).not.toContain('2222333344');
    const cards = await expectOk(response, v.array(BankCardSchema));
    expect(cards.map((item) => item.maskedNumber)).toEqual(['****9012', '****3344', '****6677']);
    for (const [field, extra] of [
      ['accountNumber', { accountNumber: '12ab' }],
      ['accountName', { accountName: '1234' }],
      ['bankName', { bankName: ' ' }],
    ] as const) {
      const answer = await expectRefusal(addCard('4444', '654321', extra), 'request.param.err', 400);
      expect(answer.message).toContain(field);
    }
    // Another member may bind the same number (once they have a payment password).
    await createMember(platform.deps.db, 'cardsecond', {}, TEST_NOW);
    const agent = await tokenFor(platform, 'cardsecond');
    await expectRefusal(
      encryptedMoneyCall(platform, agent, 'PUT', '/wps/member/bankCard', {
        bankName: 'BDO',
        accountName: 'Agent One',
        accountNumber: '123456789012',
        paymentPassword: '111111',
      }),
      'payment.pw.required',
    );
  });

  it('locks payment-password calls for 15 minutes after five wrong answers', async () => {
    for (let attempt = 0; attempt < 4; attempt++)
      await expectRefusal(
        setPassword({ oldPaymentPassword: '000000', paymentPassword: '111111' }),
        'invalid.payment.pw',
      );
    await expectOk(setPassword({ oldPaymentPassword: '654321', paymentPassword: '654321' }), Nothing);
    for (let attempt = 0; attempt < 5; attempt++)
      await expectRefusal(
        setPassword({ oldPaymentPassword: '000000', paymentPassword: '111111' }),
        'invalid.payment.pw',
      );
    const locked = await envelope(setPassword({ oldPaymentPassword: '654321', paymentPassword: '111111' }));
    expect(locked).toMatchObject({ success: false, errorCode: 'wallet.is.locked' });
    clock.advance(15 * 60_000 + 1);
    token = await tokenFor(platform, 'demo01');
    await expectOk(setPassword({ oldPaymentPassword: '654321', paymentPassword: '111111' }), Nothing);
  });
});
