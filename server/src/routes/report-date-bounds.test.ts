/**
 * Every report that takes a date range refuses a date outside 1970–9999 with `date.out.of.range`
 * (naming the field), instead of failing in the database with `system.not.available`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testBackends } from '../db/test-databases.ts';
import { envelope } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { moneyCall, tokenFor } from '../test-support/wallet-client.ts';

const MEMBER_REPORTS = [
  '/wps/report/transaction',
  '/wps/report/depositTransaction',
  '/wps/report/withdrawTransaction',
  '/wps/report/bets',
  '/wps/report/profit',
  '/wps/report/bonus',
];
const AGENT_REPORTS = [
  '/wps/agent/team/overview',
  '/wps/agent/report/bets',
  '/wps/agent/report/members',
  '/wps/agent/report/transactions',
  '/wps/agent/report/income',
  '/wps/agent/contract/settlements',
];
const GOOD = '1700000000000';
/** Epoch milliseconds and ISO dates the parser reads, before 1970 or after 9999. */
const OUT_OF_RANGE = [
  '999999999999999',
  '0000-01-01',
  '1969-12-31',
  '+012345-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
];

describe.each(testBackends())('report dates on $name', (backend) => {
  let platform: TestPlatform;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    for (const name of ['demo01', 'agent01']) tokens[name] = await tokenFor(platform, name);
  });
  afterAll(() => platform.dispose());

  const ask = (who: string, path: string, from: string, to: string) =>
    envelope(
      moneyCall(
        platform,
        tokens[who] ?? '',
        'GET',
        `${path}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
    );

  it('refuses dates before 1970 or after 9999 on each of the 11 reports, for either end', async () => {
    const cases = [
      ...MEMBER_REPORTS.map((path) => ['demo01', path] as const),
      ...AGENT_REPORTS.map((path) => ['agent01', path] as const),
    ];
    for (const [who, path] of cases) {
      expect((await ask(who, path, GOOD, '1800000000000')).success, path).toBe(true);
      const from = await ask(who, path, '999999999999999', '1800000000000');
      expect([path, from.errorCode, from.status, from.value]).toEqual([
        path,
        'date.out.of.range',
        400,
        { field: 'from' },
      ]);
      const to = await ask(who, path, GOOD, '1969-12-31');
      expect([path, to.errorCode, to.value]).toEqual([path, 'date.out.of.range', { field: 'to' }]);
    }
  }, 120_000);

  it('refuses every spelling of a date out of range', async () => {
    for (const bad of OUT_OF_RANGE) {
      const answer = await ask('demo01', '/wps/report/bets', bad, '1800000000000');
      expect([bad, answer.errorCode], answer.message).toEqual([bad, 'date.out.of.range']);
    }
  });

  it('still reads the first and last moments of the range', async () => {
    const first = await ask('demo01', '/wps/report/transaction', '1970-01-01T00:00:00Z', '9999-12-31');
    expect(first.success).toBe(true);
  });
});
