import { describe, expect, it } from 'vitest';

import { checkAuthenticatorCode, normaliseAuthenticatorCode } from './authenticator-code';

describe('authenticator code', () => {
  it('takes six digits, spaces dropped, and a recovery code only where one is accepted', () => {
    expect(normaliseAuthenticatorCode(' 123 456 ')).toBe('123456');
    expect(checkAuthenticatorCode('123 456', false)).toBeNull();
    expect(checkAuthenticatorCode('', false)).toBe('empty');
    expect(checkAuthenticatorCode('12345', false)).toBe('not-a-code');
    expect(checkAuthenticatorCode('abcde-fghjk', false)).toBe('not-a-code');
    expect(checkAuthenticatorCode('abcde-fghjk', true)).toBeNull();
    expect(checkAuthenticatorCode('ABCDEFGHJK', true)).toBeNull();
    expect(checkAuthenticatorCode('abcde-fgh', true)).toBe('not-a-code');
  });
});
