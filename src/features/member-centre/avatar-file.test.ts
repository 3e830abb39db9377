import { describe, expect, it } from 'vitest';

import { AVATAR_MAX_BYTES, checkAvatarFile } from './avatar-file';

describe('avatar file check', () => {
  it('takes PNG, JPEG and WebP up to 1 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it('names the problem otherwise', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'text/plain', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toBe('empty');
    expect(checkAvatarFile({ type: 'image/webp', size: AVATAR_MAX_BYTES + 1 })).toBe('too-large');
  });
});
