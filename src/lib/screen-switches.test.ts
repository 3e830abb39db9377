import { describe, expect, it } from 'vitest';

import { SCREEN_SWITCHES, screenState } from './screen-switches';

const flags = (entries: [string, boolean][]) => new Map(entries);
const ALL_ON = flags(
  ['MEMTRANS3', 'REWCEN3', 'MISSIONLB3', 'INBOX3', 'PTSYS3', 'FEEDBACK3', 'PROFPIC3'].map((id) => [id, true]),
);

describe('screen switches', () => {
  it('names the switch of every switchable screen the issue lists', () => {
    expect(SCREEN_SWITCHES).toMatchObject({
      missionLeaderboard: { module: 'MISSIONLB3' },
      rewardCenter: { module: 'REWCEN3' },
      messageV2: { module: 'INBOX3' },
      pointMall: { module: 'PTSYS3' },
      transferUpline: { module: 'MEMTRANS3' },
      agentDividendRecord2: { consolidated: 'enableCt' },
      agentDailyWages2: { consolidated: 'salary' },
      agentHourSalary: { consolidated: 'hourSalary' },
      agentRealTimeSalary: { consolidated: 'realTimeSalary' },
    });
  });

  it('turns a screen off when its module is off or missing from the tree, and never without a tree', () => {
    expect(screenState('missionLeaderboard', { flags: ALL_ON })).toBe('on');
    expect(screenState('missionLeaderboard', { flags: new Map([...ALL_ON, ['MISSIONLB3', false]]) })).toBe('off');
    expect(screenState('messageV2', { flags: flags([['REG3', true]]) })).toBe('off');
    // No tree (status not here yet, or a platform without one): nothing is switched off.
    expect(screenState('messageV2', { flags: new Map() })).toBe('on');
    // Screens without a switch are always on.
    expect(screenState('withdraw', { flags: flags([['REG3', true]]) })).toBe('on');
  });

  it('follows the consolidated switches for the contract pages, unknown until they arrive', () => {
    const consolidated = { enableCt: true, salary: false, hourSalary: true, realTimeSalary: false };
    expect(screenState('agentDividendRecord2', { flags: ALL_ON, consolidated })).toBe('on');
    expect(screenState('agentDailyWages2', { flags: ALL_ON, consolidated })).toBe('off');
    expect(screenState('agentRealTimeSalary', { flags: ALL_ON, consolidated })).toBe('off');
    expect(screenState('agentHourSalary', { flags: ALL_ON })).toBe('unknown');
    expect(screenState('agentTeamOverview', { flags: ALL_ON })).toBe('on');
  });
});
