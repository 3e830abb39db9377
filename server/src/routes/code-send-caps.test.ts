/**
 * SMS pumping: codes sent per client address, per session and per merchant
 * in an hour are capped (setting `verification.sends`), counted atomically in the database, and
 * every outcome is counted for operators (`GET /admin/sends`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testBackends } from '../db/test-databases.ts';
import { admin, call, codeRequest, envelope, outbox, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { tokenFor } from '../test-support/wallet-client.ts';

const HOUR = 3_600_000;

describe.each(testBackends())('code send caps on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend, now: clock.now });
  });
  afterAll(() => platform.dispose());

  const setCaps = async (caps: { perIpPerHour: number; perSessionPerHour: number; perMerchantPerHour: number }) =>
    expect((await admin(platform, 'PUT', '/admin/settings/verification.sends', { value: caps })).status).toBe(200);
  const registerCode = (mobileNo: string, ip: string) =>
    envelope(codeRequest(platform, '/wps/verification/sms/register', { countryDialingCode: '63', mobileNo }, { ip }));
  const bindCode = (token: string, mobileNum: string, ip: string) =>
    envelope(
      call(
        platform,
        'POST',
        '/wps/member/bind/code',
        { channel: 'sms', countryDialingCode: '63', mobileNum },
        { ip, token },
      ),
    );
  const codesOf = (answers: { success: boolean; errorCode: string }[]) =>
    answers.map((answer) => (answer.success ? 'ok' : answer.errorCode));
  const count = (codes: string[], code: string) => codes.filter((value) => value === code).length;
  const sentTo = async (numbers: string[]) =>
    (await Promise.all(numbers.map((number) => outbox(platform, `+63${number}`)))).flat().length;

  it('caps the codes one address gets sent per hour, however the requests race', async () => {
    await setCaps({ perIpPerHour: 3, perSessionPerHour: 100, perMerchantPerHour: 1000 });
    const numbers = Array.from({ length: 30 }, (_, i) => `91855${String(i).padStart(5, '0')}`);
    const codes = codesOf(await Promise.all(numbers.map((number) => registerCode(number, '10.30.0.1'))));
    console.log(`[${backend.name}] register codes sent to 30 numbers from one address: ${count(codes, 'ok')}`);
    expect(count(codes, 'ok')).toBe(3);
    expect(count(codes, 'verification.send.limit')).toBe(27);
    expect(await sentTo(numbers)).toBe(3);
    // Another address is not held; the first one is again an hour later.
    expect((await registerCode('9185600001', '10.30.0.2')).success).toBe(true);
    clock.advance(HOUR + 1000);
    expect((await registerCode('9185600002', '10.30.0.1')).success).toBe(true);
  });

  it('caps the bind codes of one session per hour, from whatever addresses it asks', async () => {
    await setCaps({ perIpPerHour: 100, perSessionPerHour: 2, perMerchantPerHour: 1000 });
    const token = await tokenFor(platform, 'demo01');
    const numbers = Array.from({ length: 5 }, (_, i) => `91857${String(i).padStart(5, '0')}`);
    const codes = [];
    for (const [i, number] of numbers.entries())
      codes.push(...codesOf([await bindCode(token, number, `10.31.0.${i + 1}`)]));
    expect(codes).toEqual([
      'ok',
      'ok',
      'verification.send.limit',
      'verification.send.limit',
      'verification.send.limit',
    ]);
    expect(await sentTo(numbers)).toBe(2);
  });

  it('caps every send of the merchant per hour, whoever asks, and counts each outcome for operators', async () => {
    clock.advance(HOUR + 1000);
    await setCaps({ perIpPerHour: 100, perSessionPerHour: 100, perMerchantPerHour: 4 });
    const numbers = Array.from({ length: 6 }, (_, i) => `91858${String(i).padStart(5, '0')}`);
    const codes = [];
    for (const [i, number] of numbers.entries())
      codes.push(...codesOf([await registerCode(number, `10.32.0.${i + 1}`)]));
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'verification.send.limit', 'verification.send.limit']);

    const answer = await envelope(admin(platform, 'GET', '/admin/sends?hours=3'));
    const rows = answer.value as { hour: string; channel: string; purpose: string; outcome: string; count: number }[];
    const total = (outcome: string) =>
      rows
        .filter((row) => row.channel === 'sms' && row.purpose === 'register code' && row.outcome === outcome)
        .reduce((sum, row) => sum + row.count, 0);
    // 3 + 1 + 1 in the first test, 4 here; refused: 27 by address, 2 by merchant.
    expect(total('sent')).toBe(9);
    expect(total('refused.ip')).toBe(27);
    expect(total('refused.merchant')).toBe(2);
    expect(rows.filter((row) => row.purpose === 'bind code').map((row) => [row.outcome, row.count])).toEqual(
      expect.arrayContaining([
        ['sent', 2],
        ['refused.session', 3],
      ]),
    );
  });
});
