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
