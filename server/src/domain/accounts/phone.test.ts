import { describe, expect, it } from 'vitest';

import { maskEmail, maskPhone, normalizePhone, parsePhoneText, phoneTarget } from './phone.ts';

describe('phone numbers', () => {
  it('normalises dialling code and national number', () => {
    expect(normalizePhone('63', '09171234567')).toEqual({ dialingCode: '+63', number: '9171234567' });
    expect(normalizePhone(' +63 ', '917-123 4567')).toEqual({ dialingCode: '+63', number: '9171234567' });
    expect(normalizePhone('+63', 'abc')).toBeNull();
    expect(normalizePhone('', '9171234567')).toBeNull();
    expect(phoneTarget({ dialingCode: '+63', number: '9171234567' })).toBe('+639171234567');
  });

  it('parses operator input with or without a space', () => {
    expect(parsePhoneText('+63 9171234567')).toEqual({ dialingCode: '+63', number: '9171234567' });
    expect(parsePhoneText('+8801712345678')).toEqual({ dialingCode: '+880', number: '1712345678' });
    expect(parsePhoneText('+999123456')).toBeNull();
  });

  it('masks', () => {
    expect(maskPhone({ dialingCode: '+63', number: '9171234567' })).toBe('+63 917****567');
    expect(maskPhone({ dialingCode: '+65', number: '81234' })).toBe('+65 8***4');
    expect(maskEmail('demo01@tala.example')).toBe('de****@tala.example');
    expect(maskEmail('a@b.c')).toBe('****@b.c');
  });
});

describe('E.164 normalisation', () => {
  it('reads the number in international form, with brackets, dots and the trunk zero', () => {
    const same = { dialingCode: '+63', number: '9171234567' };
    expect(normalizePhone('+63', '+63 917 123 4567')).toEqual(same);
    expect(normalizePhone('63', '0063-917-123-4567')).toEqual(same);
    expect(normalizePhone('+63', '+63 (0) 917.123.4567')).toEqual(same);
    expect(normalizePhone('+63', '(0917) 123 4567')).toEqual(same);
  });

  it('refuses an international number of another country, country codes over 3 digits and over 15 digits in all', () => {
    expect(normalizePhone('+63', '+84 912 345 678')).toBeNull();
    expect(normalizePhone('+6300', '9171234567')).toBeNull();
    expect(normalizePhone('+0', '9171234567')).toBeNull();
    expect(normalizePhone('+63', '91712345678901')).toBeNull();
    expect(phoneTarget(normalizePhone('+6', '39171234567') ?? { dialingCode: '', number: '' })).toBe('+639171234567');
  });
});
