import { describe, expect, it } from 'vitest';

import { formatCountdown, lotteryStart } from './lottery-start';

describe('lottery start by vendor', () => {
  it('sends TCG_LOTTO_VN to /vnlottery, TCG_SEA and GPI to their lobbies, others start in /lottery', () => {
    expect(lotteryStart('TCG_LOTTO_VN')).toEqual({ to: '/vnlottery' });
    expect(lotteryStart('TCG_SEA', '5D1')).toEqual({ to: '/lottery', search: { vendor: 'TCG_SEA', view: 'lobby' } });
    expect(lotteryStart('GPI')).toEqual({ to: '/lottery', search: { vendor: 'GPI', view: 'lobby' } });
    expect(lotteryStart('TCG', '5D1')).toEqual({
      to: '/lottery',
      search: { vendor: 'TCG', game: '5D1', view: 'betting' },
    });
    expect(lotteryStart('TCG')).toEqual({ to: '/lottery', search: { vendor: 'TCG', view: 'lobby' } });
  });
  it('formats countdowns from a target time, never below zero', () => {
    expect(formatCountdown(65_000, 0)).toBe('01:05');
    expect(formatCountdown(3_725_000, 0)).toBe('1:02:05');
    expect(formatCountdown(0, 5_000)).toBe('00:00');
  });
});
