import { describe, expect, it } from 'vitest';

import { smsExpiry } from './sms-expiry';

const NOW = 1_709_109_355_053;

describe('smsExpiry', () => {
  it("counts down to the platform's expirationTime (epoch ms, as observed) when it gives one", () => {
    expect(smsExpiry({ expiredMinutes: 5, expirationTime: NOW + 120_000 }, NOW, 150)).toBe(NOW + 120_000);
    expect(smsExpiry({ expiredMinutes: 5, expirationTime: Math.floor((NOW + 90_000) / 1000) }, NOW, 0)).toBe(
      Math.floor((NOW + 90_000) / 1000) * 1000,
    );
    expect(smsExpiry({ expiredMinutes: 5, expirationTime: 60 }, NOW, 200)).toBe(NOW + 60_000 - 200);
  });

  it('uses expiredMinutes less half the round trip without one, or with one the clock cannot place', () => {
    expect(smsExpiry({ expiredMinutes: 3, expirationTime: 0 }, NOW, 250)).toBe(NOW + 180_000 - 250);
    expect(smsExpiry({ expiredMinutes: 3, expirationTime: NOW - 1_000 }, NOW, 0)).toBe(NOW + 180_000);
    expect(smsExpiry({ expiredMinutes: 3, expirationTime: NOW + 2 * 3_600_000 }, NOW, 0)).toBe(NOW + 180_000);
  });
});
