import { describe, expect, it } from 'vitest';

import { checkPaymentPassword } from './payment-password';

describe('payment password check', () => {
  it('the payment password is exactly 6 digits', () => {
    expect(checkPaymentPassword('')).toBe('empty');
    expect(checkPaymentPassword('12345')).toBe('not-six-digits');
    expect(checkPaymentPassword('1234567')).toBe('not-six-digits');
    expect(checkPaymentPassword('12345a')).toBe('not-six-digits');
    expect(checkPaymentPassword('１２３４５６')).toBe('not-six-digits');
    expect(checkPaymentPassword('012345')).toBeNull();
  });
});
