import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { SocialSignInError } from './firebase-client';
import { firebaseCodeOf, phoneCheckMessage } from './phone-check-errors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const CODES = [
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/captcha-check-failed',
  'auth/quota-exceeded',
  'auth/operation-not-allowed',
  'auth/code-expired',
  'auth/popup-closed-by-user',
  'auth/popup-blocked',
];

describe('phoneCheckMessage', () => {
  it("gives each of the spec's cases its own message, and one for anything else", () => {
    const messages = [...CODES.map((code) => phoneCheckMessage(code, i18n)), phoneCheckMessage('auth/other', i18n)];
    expect(new Set(messages).size).toBe(CODES.length + 1);
    expect(phoneCheckMessage('auth/too-many-requests', i18n)).toContain('wait five minutes');
    expect(phoneCheckMessage(null, i18n)).toBe(phoneCheckMessage('auth/other', i18n));
  });

  it('reads the code off a Firebase failure only', () => {
    expect(firebaseCodeOf(new SocialSignInError('failed', 'auth/quota-exceeded'))).toBe('auth/quota-exceeded');
    expect(firebaseCodeOf(new SocialSignInError('failed'))).toBeNull();
    expect(firebaseCodeOf(new Error('x'))).toBeUndefined();
  });
});
