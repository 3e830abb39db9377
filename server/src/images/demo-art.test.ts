import { describe, expect, it } from 'vitest';

import { flagSvg } from './demo-art.ts';

describe('demo flags', () => {
  it('draws a flag at its size, escaped, and tells countries apart', () => {
    expect(/^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(flagSvg('vn'))?.slice(1).map(Number)).toEqual([48, 32]);
    expect(flagSvg('VN')).toBe(flagSvg('vn'));
    expect(flagSvg('TH')).not.toBe(flagSvg('VN'));
    expect(flagSvg('<a')).not.toContain('<A');
  });
});
