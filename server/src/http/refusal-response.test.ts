import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { codeRequest, loginRequest, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

/** Everything a client can see of an answer. */
async function whole(response: Response | Promise<Response>) {
  const answer = await response;
  return {
    status: answer.status,
    contentType: answer.headers.get('Content-Type'),
    cacheControl: answer.headers.get('Cache-Control'),
    body: await answer.json(),
  };
}

// Refusals thrown inside mounted route modules reach the app's one error handler; these are the
// answers the per-module handlers gave before it (status, headers and body, byte for byte).
describe('a refusal thrown in a mounted route', () => {
  let platform: TestPlatform;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { now: clock.now });
  });
  afterAll(() => platform.dispose());

  it('answers request.param.err with 400', async () => {
    const response = platform.request('/wps/verification/sms/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(await whole(response)).toEqual({
      status: 400,
      contentType: 'application/json',
      cacheControl: 'no-store',
      body: { success: false, value: null, message: 'body must be JSON', errorCode: 'request.param.err' },
    });
    expect(platform.logs.at(-1)).toMatch(/^POST \/wps\/verification\/sms\/register 400 /);
  });

  it('answers a business refusal with 200, its details in value, and logs no failure', async () => {
    const failures = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = () =>
      codeRequest(platform, '/wps/verification/sms/register', { countryDialingCode: '63', mobileNo: '9181119999' });
    expect((await send()).status).toBe(200);
    expect(await whole(send())).toEqual({
      status: 200,
      contentType: 'application/json',
      cacheControl: 'no-store',
      body: {
        success: false,
        value: null,
        message: 'Too many requests, please wait 5 minutes and try again',
        errorCode: 'TOO_MANY_REQUESTS',
      },
    });
    expect(await whole(loginRequest(platform, 'nobody-here', 'wrong-password1'))).toEqual({
      status: 200,
      contentType: 'application/json',
      cacheControl: 'no-store',
      body: {
        success: false,
        value: {
          captchaRequired: false,
          remainingAttempts: 4,
          lockedUntil: null,
          emailCode: false,
          maskedEmail: null,
          maskedPhone: null,
          methods: [],
          verificationId: null,
        },
        message: 'Wrong username or password',
        errorCode: 'login.cred.err',
      },
    });
    expect(failures).not.toHaveBeenCalled();
    failures.mockRestore();
  });
});
