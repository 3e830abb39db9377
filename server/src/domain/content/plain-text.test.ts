import { describe, expect, it } from 'vitest';

import { plainText, singleLineText } from './plain-text.ts';

const refusedFor = (field: string) => ({ errorCode: 'text.control.characters', details: { field } });

describe('plainText (multi-line)', () => {
  it('keeps line breaks, tabs and markup as text; drops invisible junk; keeps joiners', () => {
    expect(plainText('  abc\r\nnext\u200Bline\u200F\u2028last  ')).toBe('abc\nnextline\nlast');
    expect(plainText('one\n\n\n\n\ntwo')).toBe('one\n\ntwo');
    expect(plainText('<b>bold</b> & "quotes"\tend')).toBe('<b>bold</b> & "quotes"\tend');
    expect(plainText('e\u0301')).toBe('é');
    expect(plainText('👨\u200D👩\u200D👧 क्\u200Dष')).toBe('👨\u200D👩\u200D👧 क्\u200Dष');
  });

  it('refuses control characters and direction overrides, naming the field', () => {
    for (const bad of ['win\u001b[2J\u001b[H', 'a\u0000b', 'bell\u0007', 'del\u007f', 'csi\u009b31m', 'abc\u202Efed'])
      expect(() => plainText(bad, 'comment')).toThrow(expect.objectContaining(refusedFor('comment')));
    expect(() => plainText('isolate\u2066x\u2069')).toThrow(expect.objectContaining(refusedFor('content')));
  });
});

describe('singleLineText', () => {
  it('folds white space (line breaks included) into single spaces', () => {
    expect(singleLineText('  BDO\n\tUnibank \r\n Inc. ', 'bankName')).toBe('BDO Unibank Inc.');
  });

  it('refuses control characters', () => {
    expect(() => singleLineText('BDO\u001b[31mX', 'bankName')).toThrow(expect.objectContaining(refusedFor('bankName')));
  });
});
