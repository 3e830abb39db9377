import { describe, expect, it } from 'vitest';

import { readCachedPicture, writeCachedPicture } from './picture-cache.ts';

describe('picture disk cache', () => {
  it('gives back what was stored under a key, and nothing for an unknown key', () => {
    const key = `test:${process.pid}:${Date.now()}`;
    expect(readCachedPicture(key)).toBeUndefined();
    writeCachedPicture(key, Buffer.from('png bytes'));
    expect(readCachedPicture(key)?.toString()).toBe('png bytes');
  });
});
