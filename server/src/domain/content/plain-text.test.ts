import { describe, expect, it } from 'vitest';

import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('drops control and direction-override characters, keeps line breaks and markup as text', () => {
    expect(plainText('  a\u0000b\u0007c\r\nnext\u202Eline\u200B  ')).toBe('abc\nnextline');
    expect(plainText('one\n\n\n\n\ntwo')).toBe('one\n\ntwo');
    expect(plainText('<b>bold</b> & "quotes"')).toBe('<b>bold</b> & "quotes"');
    expect(plainText('e\u0301')).toBe('é');
    expect(plainText('\t\u0001 ')).toBe('');
  });
});
