import { describe, expect, it } from 'vitest';

import { checkNickname, tidyNickname } from './nickname-rule';

describe('nickname rule', () => {
  it('accepts 2–20 letters of any script, digits, spaces and _ - .', () => {
    for (const ok of ['Jo', 'Lucky Star', 'Maligayang_7', 'อาทิตย์', '小明', 'a'.repeat(20), 'J.R.'])
      expect(checkNickname(ok), ok).toBeNull();
  });
  it('refuses empty, too short or long, and symbols', () => {
    expect(checkNickname('   ')).toBe('empty');
    for (const bad of ['x', 'a'.repeat(21), '<b>', '__init', 'x@y', 'ends-'])
      expect(checkNickname(bad), bad).toBe('rule');
  });
  it('trims and collapses spaces as the platform stores it', () => {
    expect(tidyNickname('  Lucky   Star ')).toBe('Lucky Star');
  });
});
