/** Test helper for the authenticator endpoints: begin and confirm a binding, codes at the platform's clock. */
import { expect } from 'vitest';

import { AuthenticatorSecretSchema, RecoveryCodesSchema } from '#contract/authenticator-schemas.ts';

import { codeAt } from '../domain/authenticator/totp.ts';
import { expectOk, type TestClock } from './account-client.ts';
import type { TestPlatform } from './test-platform.ts';
import { encryptedMoneyCall, moneyCall } from './wallet-client.ts';

/** One 30-second step: a code of the next step is new to the platform. */
export const STEP_MS = 30_000;

export interface Bound {
  secret: string;
  recoveryCodes: string[];
}

/** The current code of `secret` at the test clock (as the member's app shows it). */
export const codeNow = (secret: string, clock: TestClock): string => codeAt(secret, clock.now());

/** Begins and confirms a binding (login password `Test1234`); the clock then moves one step on. */
export async function bindAuthenticator(platform: TestPlatform, token: string, clock: TestClock): Promise<Bound> {
  const { secret, uri } = await expectOk(
    moneyCall(platform, token, 'POST', '/wps/member/authenticator'),
    AuthenticatorSecretSchema,
  );
  expect(uri).toContain(`secret=${secret}`);
  const { recoveryCodes } = await expectOk(
    encryptedMoneyCall(platform, token, 'POST', '/wps/member/authenticator/confirm', {
      verificationCode: codeNow(secret, clock),
      password: 'Test1234',
    }),
    RecoveryCodesSchema,
  );
  clock.advance(STEP_MS);
  return { secret, recoveryCodes };
}

/** `PUT /wps/member/authenticator/withdrawals`. */
export const switchWithdrawals = (platform: TestPlatform, token: string, enabled: boolean, verificationCode: string) =>
  moneyCall(platform, token, 'PUT', '/wps/member/authenticator/withdrawals', { enabled, verificationCode });
