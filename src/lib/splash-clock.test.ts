import { afterEach, describe, expect, it } from 'vitest';

import {
  resetSplashClock,
  SLOW_LIMIT_MS,
  slowTimeLeft,
  SPLASH_LIMIT_MS,
  splashTimeLeft,
  startSplashClock,
} from './splash-clock';

describe('splash clock', () => {
  afterEach(resetSplashClock);

  it('counts from the first ask, however late the gate and the guard look at it', () => {
    startSplashClock(1_000);
    startSplashClock(2_000); // a second start keeps the first
    expect(splashTimeLeft(1_000)).toBe(SPLASH_LIMIT_MS);
    expect(splashTimeLeft(3_500)).toBe(SPLASH_LIMIT_MS - 2_500);
    expect(splashTimeLeft(1_000 + SPLASH_LIMIT_MS + 1)).toBe(0);
  });

  it('starts itself when boot did not', () => {
    expect(splashTimeLeft(500)).toBe(SPLASH_LIMIT_MS);
    expect(splashTimeLeft(800)).toBe(SPLASH_LIMIT_MS - 300);
  });

  it('gives a call still on its way until SLOW_LIMIT_MS after the first ask before it reads as "cannot reach"', () => {
    startSplashClock(1_000);
    expect(slowTimeLeft(1_000)).toBe(SLOW_LIMIT_MS);
    expect(slowTimeLeft(1_000 + SPLASH_LIMIT_MS)).toBe(SLOW_LIMIT_MS - SPLASH_LIMIT_MS);
    expect(slowTimeLeft(1_000 + SLOW_LIMIT_MS + 1)).toBe(0);
  });
});
