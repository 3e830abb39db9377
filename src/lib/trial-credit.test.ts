import { describe, expect, it } from 'vitest';

import { trialCreditOf } from './trial-credit';

describe('trialCreditOf', () => {
  it('reads the TRIAL wallet and nothing else', () => {
    const wallet = (accountName: string, availBalance: string) => ({
      accountTypeId: 0,
      accountName,
      displayName: accountName,
      availBalance,
      holdBalance: '0.00',
    });
    expect(trialCreditOf({ currency: 'PHP', sumBalance: '0.00', balance: [wallet('TRIAL', '1990.00')] })).toBe(
      '1990.00',
    );
    expect(trialCreditOf({ currency: 'PHP', sumBalance: '50.00', balance: [wallet('MAIN', '50.00')] })).toBeNull();
    expect(trialCreditOf(undefined)).toBeNull();
  });
});
