import { describe, expect, it } from 'vitest';

import { isRegistrationOpen } from './registration-open';

const flags = (entries: [string, boolean][]) => new Map(entries);

describe('isRegistrationOpen', () => {
  it('is closed when DIRECTREG3 or REG3 is switched off', () => {
    expect(
      isRegistrationOpen(
        flags([
          ['REG3', true],
          ['DIRECTREG3', false],
        ]),
      ),
    ).toBe(false);
    expect(
      isRegistrationOpen(
        flags([
          ['REG3', false],
          ['DIRECTREG3', true],
        ]),
      ),
    ).toBe(false);
  });
  it('stays open when both are on or the platform does not send DIRECTREG3', () => {
    expect(
      isRegistrationOpen(
        flags([
          ['REG3', true],
          ['DIRECTREG3', true],
        ]),
      ),
    ).toBe(true);
    expect(isRegistrationOpen(flags([['REG3', true]]))).toBe(true);
  });
});
