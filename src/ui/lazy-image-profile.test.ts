import { describe, expect, it } from 'vitest';

import { LAZY_IMAGE_PROFILES, PictureOutcomes, retryDelayMs } from './lazy-image-profile';

describe('lazy-image profiles', () => {
  it('retries a game picture three times in all, each wait 1.3 times the last from the 200 ms throttle', () => {
    const { retrying } = LAZY_IMAGE_PROFILES;
    expect(retrying).toMatchObject({ attempts: 3, backoff: 1.3, throttleMs: 200, cacheSize: 200, threshold: null });
    expect([0, 1, 2].map((failed) => retryDelayMs(retrying, failed))).toEqual([200, 260, null]);
  });

  it('tries a logo once, when a tenth of it shows', () => {
    const { once } = LAZY_IMAGE_PROFILES;
    expect(once).toMatchObject({ attempts: 1, threshold: 0.1, cacheSize: 0 });
    expect(retryDelayMs(once, 0)).toBeNull();
  });
});

describe('PictureOutcomes', () => {
  it('keeps the most recently used outcomes up to its size', () => {
    const outcomes = new PictureOutcomes(2);
    outcomes.set('a', 'failed');
    outcomes.set('b', 'loaded');
    expect(outcomes.get('a')).toBe('failed'); // a is now the most recent
    outcomes.set('c', 'loaded');
    expect(outcomes.get('b')).toBeUndefined();
    expect(outcomes.get('a')).toBe('failed');
    expect(outcomes.get('c')).toBe('loaded');
    expect(outcomes.count).toBe(2);
  });

  it('holds 200 addresses for the retrying profile and none at size 0', () => {
    const outcomes = new PictureOutcomes(LAZY_IMAGE_PROFILES.retrying.cacheSize);
    for (let i = 0; i < 250; i += 1) outcomes.set(`u${i}`, 'loaded');
    expect(outcomes.count).toBe(200);
    expect(outcomes.get('u49')).toBeUndefined();
    expect(outcomes.get('u50')).toBe('loaded');
    const none = new PictureOutcomes(0);
    none.set('a', 'failed');
    expect(none.get('a')).toBeUndefined();
  });
});
