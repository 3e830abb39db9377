import { describe, expect, it } from 'vitest';

import { PART_SWITCHES, screenState } from './screen-switches';

const flags = (entries: [string, boolean][]) => new Map(entries);
const ALL_ON = flags(
  ['MEMTRANS3', 'REWCEN3', 'MISSIONLB3', 'INBOX3', 'PTSYS3', 'FEEDBACK3', 'PROFPIC3'].map((id) => [id, true]),
);
const MISSIONS = { module: 'MISSIONLB3' };

describe('screen switches', () => {
  it('names the switch of every switchable route and page part', () => {
    expect(PART_SWITCHES).toEqual({
      messages: { module: 'INBOX3' },
      pointMall: { module: 'PTSYS3' },
      feedback: { module: 'FEEDBACK3' },
      avatar: { module: 'PROFPIC3' },
    });
  });

  it('turns a screen off when its module is off or missing from the tree, and never without a tree', () => {
    expect(screenState(MISSIONS, { flags: ALL_ON })).toBe('on');
    expect(screenState(MISSIONS, { flags: new Map([...ALL_ON, ['MISSIONLB3', false]]) })).toBe('off');
    expect(screenState(PART_SWITCHES.messages, { flags: flags([['REG3', true]]) })).toBe('off');
    // No tree (status not here yet, or a platform without one): nothing is switched off.
    expect(screenState(PART_SWITCHES.messages, { flags: new Map() })).toBe('on');
    // Screens without a switch are always on.
    expect(screenState(undefined, { flags: flags([['REG3', true]]) })).toBe('on');
  });

  it('follows the consolidated switches for the contract pages, unknown until they arrive', () => {
    const consolidated = { enableCt: true, salary: false, hourSalary: true, realTimeSalary: false };
    expect(screenState({ consolidated: 'enableCt' }, { flags: ALL_ON, consolidated })).toBe('on');
    expect(screenState({ consolidated: 'salary' }, { flags: ALL_ON, consolidated })).toBe('off');
    expect(screenState({ consolidated: 'realTimeSalary' }, { flags: ALL_ON, consolidated })).toBe('off');
    expect(screenState({ consolidated: 'hourSalary' }, { flags: ALL_ON })).toBe('unknown');
  });
});
