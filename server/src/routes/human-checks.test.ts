/** Login asks only for the human checks the whitelabel modules switch on (docs/contract.md §16). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GeetestIdSchema, SessionSchema } from '#contract/session-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { setWhitelabelFlag } from '../domain/whitelabel.ts';
import { encryptedCall, expectOk, expectRefusal, solveSlider } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const GEETEST = { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };

describe.each(testBackends())('human checks on $name', (backend) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ trustProxy: true }, { backend });
  });
  afterAll(() => platform.dispose());

  const login = (extra: Record<string, unknown>, ip: string) =>
    encryptedCall(
      platform,
      'POST',
      '/wps/session/login',
      { username: 'demo01', password: 'Demo1234', ...extra },
      { ip },
    );

  it('demands the slider while SLIDER3 is on, and nothing but the password once it is off', async () => {
    await expectRefusal(login({}, '10.9.0.1'), 'slider.invalid');
    await expectOk(login({ slider: await solveSlider(platform) }, '10.9.0.1'), SessionSchema);
    expect(await setWhitelabelFlag(platform.deps.db, 'SLIDER3', false)).toBe(true);
    // No `type` either: the legacy clients send none.
    expect((await expectOk(login({}, '10.9.0.2'), SessionSchema)).userName).toBe('demo01');
  });

  it('demands a GeeTest v4 result while GEETEST3 is on and answers the captcha id', async () => {
    expect(await setWhitelabelFlag(platform.deps.db, 'GEETEST3', true)).toBe(true);
    const refused = await expectRefusal(login({}, '10.9.0.3'), 'geetest.required');
    expect(refused.message).toContain('#1066');
    await expectRefusal(login({ geetestValidateV4: { ...GEETEST, pass_token: '' } }, '10.9.0.3'), 'geetest.required');
    await expectOk(login({ geetestValidateV4: GEETEST }, '10.9.0.3'), SessionSchema);
    expect((await expectOk(platform.request('/wps/captcha/geetest?t=1'), GeetestIdSchema)).gt).toMatch(
      /^[0-9a-f]{32}$/,
    );
    await setWhitelabelFlag(platform.deps.db, 'GEETEST3', false);
  });
});
