import { describe, expect, it } from 'vitest';

import { RequestLimiter } from './request-limiter';

describe('RequestLimiter', () => {
  it('limits a failing path to 3 starts in any 10 s, ignoring the query string', () => {
    let now = 0;
    const limiter = new RequestLimiter(() => now);
    limiter.failed('/wps/a?x=1', 'e');
    expect([1, 2, 3, 4].map(() => limiter.tryStart('/wps/a?x=2'))).toEqual([true, true, true, false]);
    expect(limiter.lastFailure('/wps/a')).toBe('e');
    // A second more than the 10 s: the platform counts by arrival, and arrivals jitter.
    now = 10_999;
    expect(limiter.tryStart('/wps/a')).toBe(false);
    now = 11_000;
    expect(limiter.tryStart('/wps/a')).toBe(true);
  });

  it('never limits a path whose last answer was good', () => {
    const limiter = new RequestLimiter(() => 0);
    for (let i = 0; i < 10; i += 1) expect(limiter.tryStart('/wps/ok')).toBe(true);
    limiter.failed('/wps/ok', 'e');
    limiter.succeeded('/wps/ok');
    expect(limiter.tryStart('/wps/ok')).toBe(true);
    expect(limiter.lastFailure('/wps/ok')).toBeUndefined();
  });

  it("lifts one path's window when a person asks for it anew, and keeps the others", () => {
    const limiter = new RequestLimiter(() => 0);
    for (const path of ['/wps/game/launchGame', '/wps/other']) {
      limiter.failed(path, 'e');
      [1, 2, 3].forEach(() => limiter.tryStart(path));
    }
    limiter.reset('/wps/game/launchGame?x=1');
    expect(limiter.tryStart('/wps/game/launchGame')).toBe(true);
    expect(limiter.tryStart('/wps/other')).toBe(false);
  });
});
