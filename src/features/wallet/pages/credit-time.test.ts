import { describe, expect, it } from 'vitest';

import { creditDuration } from './credit-time';

describe('creditDuration', () => {
  it('says minutes, or whole hours, in the locale', () => {
    expect(creditDuration(5, 'en')).toBe('5 minutes');
    expect(creditDuration(1, 'en')).toBe('1 minute');
    expect(creditDuration(120, 'en')).toBe('2 hours');
    expect(creditDuration(90, 'en')).toBe('90 minutes');
    expect(creditDuration(30, 'ar-u-nu-latn')).toContain('30');
  });
});
