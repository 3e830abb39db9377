import { describe, expect, it } from 'vitest';

import { systemStateOf } from './system-state';
import { chooseWhitelabel, flattenWhitelabel, isModuleOn, isResetByPhoneOn, needsOwnWhitelabel } from './whitelabel';

describe('flattenWhitelabel', () => {
  it('flattens depth-first; only "1" means enabled', () => {
    const flags = flattenWhitelabel({
      modId: 'ROOT',
      enabled: '1',
      childrenNodes: [
        { modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] }] },
        { modId: 'FREEPLAY3', enabled: 'true', childrenNodes: [] },
      ],
    });
    expect([...flags.keys()]).toEqual(['ROOT', 'REG3', 'MOBILENUMREG3', 'FREEPLAY3']);
    expect(isModuleOn(flags, 'REG3')).toBe(true);
    expect(isModuleOn(flags, 'MOBILENUMREG3')).toBe(false);
    expect(isModuleOn(flags, 'FREEPLAY3')).toBe(false);
    expect(isModuleOn(flags, 'MISSING3')).toBe(false);
  });
});

describe('isResetByPhoneOn', () => {
  const flags = (entries: [string, boolean][]) => new Map(entries);
  it('follows CHNGPASSVERIF3, the module the platform gates the reset on, and ignores PWRESETSMS3', () => {
    expect(
      isResetByPhoneOn(
        flags([
          ['CHNGPASSVERIF3', true],
          ['PWRESETSMS3', false],
        ]),
      ),
    ).toBe(true);
    expect(
      isResetByPhoneOn(
        flags([
          ['CHNGPASSVERIF3', false],
          ['PWRESETSMS3', true],
        ]),
      ),
    ).toBe(false);
    expect(isResetByPhoneOn(flags([]))).toBe(false);
  });
});

describe('systemStateOf', () => {
  it('maps status to 0, 1, 2 with maintenance winning', () => {
    expect(systemStateOf(undefined)).toBe(0);
    expect(systemStateOf({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(systemStateOf({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(systemStateOf({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(systemStateOf({ maintenance: true, regionRestriction: true })).toBe(1);
  });
});

describe('chooseWhitelabel', () => {
  const own = { modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'GEETEST3', enabled: '1', childrenNodes: [] }] };
  const bare = { modId: 'ROOT', enabled: '1', childrenNodes: [] };
  it('reads /wps/system/whitelabel when the status answer carries no tree', () => {
    expect(needsOwnWhitelabel(bare)).toBe(true);
    expect(needsOwnWhitelabel(undefined)).toBe(true);
    expect(isModuleOn(flattenWhitelabel(chooseWhitelabel(bare, own)), 'GEETEST3')).toBe(true);
    expect(chooseWhitelabel(bare, undefined)).toBe(bare);
  });
  it("keeps the status answer's tree when it has one", () => {
    const status = { ...bare, childrenNodes: [{ modId: 'REG3', enabled: '1', childrenNodes: [] }] };
    expect(needsOwnWhitelabel(status)).toBe(false);
    expect(chooseWhitelabel(status, own)).toBe(status);
  });
});
