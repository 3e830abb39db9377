import { describe, expect, it } from 'vitest';

import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('stores scrypt N=16384 r=8 p=1 with a 16-byte salt and verifies', async () => {
    const stored = await hashPassword('Demo1234');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses malformed or absurd stored hashes', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==',
      'scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==',
      'scrypt$16384$8$1$$',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
