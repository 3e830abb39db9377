import { describe, expect, it } from 'vitest';

import { terminalLine, terminalLines } from './terminal-text.ts';

describe('terminalLine', () => {
  it('writes C0 and C1 controls, ESC, DEL and direction overrides visibly', () => {
    expect(terminalLine('BDO\u001b[31mX')).toBe('BDO\\u001b[31mX');
    expect(terminalLine('a\u0007b\u007fc\u009b2Jd')).toBe('a\\u0007b\\u007fc\\u009b2Jd');
    expect(terminalLine('one\ntwo\r\tthree')).toBe('one\\ntwo\\r\\tthree');
    expect(terminalLine('abc\u202Efed\u2066x\u2069\u200F')).toBe('abc\\u202efed\\u2066x\\u2069\\u200f');
    expect(terminalLine('\u2028\uFEFF\u061C')).toBe('\\u2028\\ufeff\\u061c');
  });

  it('leaves ordinary text alone, other scripts and emoji included', () => {
    const text = 'Juan dela Cruz ₱1,000.00 — 张伟 ไทย नमस्ते 👨‍👩‍👧 "quotes" \\ back';
    expect(terminalLine(text)).toBe(text);
  });

  it('keeps the lines of a block and makes each safe', () => {
    expect(terminalLines('a\n\u001b[2Jb')).toEqual(['a', '\\u001b[2Jb']);
  });
});
