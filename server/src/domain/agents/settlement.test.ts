import { describe, expect, it } from 'vitest';

import { periodAt } from './settlement-periods.ts';
import { differentialAmount, grossAmount, type TeamFigures } from './settlement.ts';

const team = (activeMembers: number, validBet: bigint, profit: bigint): TeamFigures => ({
  activeMembers,
  validBet,
  profit,
});
const wage = { kind: 'DAILY_WAGE' as const, rateBp: 150, minActiveMembers: 2, minValidBet: 10_000n };

describe('settlement maths', () => {
  it('pays wages as a share of the valid bet when the conditions are met, floored to the centavo', () => {
    expect(grossAmount(wage, team(2, 123_457n, -5_000n))).toBe(1_851n); // 1.5 % of 1234.57 = 18.518…
    expect(grossAmount({ ...wage, kind: 'HOURLY_WAGE' }, team(3, 10_000n, 2_000n))).toBe(150n);
    expect(grossAmount({ ...wage, kind: 'REALTIME_SALARY', rateBp: 1 }, team(2, 10_000n, 0n))).toBe(1n);
  });

  it('pays nothing without enough active members, valid bet, or any bets at all', () => {
    expect(grossAmount(wage, team(1, 1_000_000n, 0n))).toBe(0n);
    expect(grossAmount(wage, team(5, 9_999n, 0n))).toBe(0n);
    expect(grossAmount({ ...wage, minActiveMembers: 0, minValidBet: 0n }, team(0, 0n, 0n))).toBe(0n);
  });

  it("pays a dividend on the team's loss only", () => {
    const dividend = { kind: 'DIVIDEND' as const, rateBp: 2_000, minActiveMembers: 1, minValidBet: 0n };
    expect(grossAmount(dividend, team(2, 50_000n, -20_000n))).toBe(4_000n);
    expect(grossAmount(dividend, team(2, 50_000n, 20_000n))).toBe(0n);
    expect(grossAmount(dividend, team(2, 50_000n, 0n))).toBe(0n);
  });

  it('keeps the differential and never goes below zero', () => {
    expect(differentialAmount(1_000n, [300n, 200n])).toBe(500n);
    expect(differentialAmount(100n, [300n])).toBe(0n);
    expect(differentialAmount(0n, [])).toBe(0n);
  });

  it('cuts periods in Philippine time', () => {
    const at = new Date('2026-06-17T03:07:00Z'); // Wednesday 11:07 in Manila
    expect(periodAt('DAILY_WAGE', 'D', at).start.toISOString()).toBe('2026-06-16T16:00:00.000Z');
    expect(periodAt('HOURLY_WAGE', 'H', at).start.toISOString()).toBe('2026-06-17T03:00:00.000Z');
    expect(periodAt('REALTIME_SALARY', 'H', at)).toEqual({
      start: new Date('2026-06-17T03:05:00Z'),
      end: new Date('2026-06-17T03:10:00Z'),
    });
    expect(periodAt('DIVIDEND', 'W', at).start.toISOString()).toBe('2026-06-14T16:00:00.000Z'); // Monday 00:00 Manila
    expect(periodAt('DIVIDEND', 'M', at)).toEqual({
      start: new Date('2026-05-31T16:00:00Z'),
      end: new Date('2026-06-30T16:00:00Z'),
    });
  });
});
