import { describe, expect, it } from 'vitest';

import { generateRandomKey, KEY_ALPHABET, KEY_LENGTH } from './random-key.ts';

/** A random source that replays `bytes` in order, n at a time, recording how much was asked. */
function replay(bytes: readonly number[]): { source: (n: number) => Uint8Array; requested: number[] } {
  let position = 0;
  const requested: number[] = [];
  const source = (n: number): Uint8Array => {
    requested.push(n);
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = bytes[(position + i) % bytes.length] ?? 0;
    position += n;
    return out;
  };
  return { source, requested };
}

describe('KEY_ALPHABET', () => {
  it('is the upstream 61-character alphabet, spelled out independently', () => {
    expect(KEY_ALPHABET).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz');
    expect(KEY_ALPHABET).toHaveLength(61);
  });

  it('has T twice, no Y and no j', () => {
    expect([...KEY_ALPHABET].filter((c) => c === 'T')).toHaveLength(2);
    expect(KEY_ALPHABET.slice(-28, -25)).toBe('XTZ');
    expect(KEY_ALPHABET).not.toContain('Y');
    expect(KEY_ALPHABET).not.toContain('j');
    expect(new Set(KEY_ALPHABET).size).toBe(60);
  });
});

describe('generateRandomKey', () => {
  it('returns 16 alphabet characters from the platform CSPRNG by default', () => {
    for (let i = 0; i < 50; i++) {
      const key = generateRandomKey();
      expect(key).toHaveLength(KEY_LENGTH);
      for (const c of key) expect(KEY_ALPHABET).toContain(c);
    }
  });

  it('maps accepted bytes by byte mod 61', () => {
    // 0 → '0', 60 → 'z', 61 → '0' again, 34 → the second 'T', 29 → the first 'T', 243 → 243 % 61 = 60 → 'z'.
    const { source } = replay([0, 60, 61, 34, 29, 243, 10, 36, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(generateRandomKey(source)).toBe('0z0TTzAa12345678');
  });

  it('rejects bytes 244..255 so that no character is favoured', () => {
    const rejected = [244, 250, 255];
    const bytes = [...rejected, 11, ...rejected, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26];
    const { source } = replay(bytes);
    expect(generateRandomKey(source)).toBe('BCDEFGHIJKLMNOPQ');
  });

  it('draws again when a batch had too many rejections', () => {
    // 20 rejected bytes then the digits: the first batch yields nothing usable.
    const { source, requested } = replay([
      ...Array<number>(20).fill(255),
      ...Array.from({ length: 16 }, (_, i) => i % 10),
    ]);
    expect(generateRandomKey(source)).toBe('0123456789012345');
    expect(requested.length).toBeGreaterThan(1);
  });

  it('gives every byte value below 244 the same weight: exactly 4 bytes per alphabet slot', () => {
    const perSlot = Array<number>(61).fill(0);
    for (let b = 0; b < 256; b++) {
      // First byte b, then '1's: a rejected b must leave the key all '1's.
      const key = generateRandomKey((n) => Uint8Array.from({ length: n }, (_, i) => (i === 0 ? b : 1)));
      if (b >= 244) {
        expect(key).toBe('1'.repeat(16));
      } else {
        expect(key[0]).toBe(KEY_ALPHABET[b % 61]);
        perSlot[b % 61] = (perSlot[b % 61] ?? 0) + 1;
      }
    }
    expect(perSlot).toEqual(Array<number>(61).fill(4));
  });

  it('is close to uniform with the real CSPRNG (chi-square over 61 000 characters)', () => {
    const draws = 61_000 / KEY_LENGTH + 1;
    const perChar = new Map<string, number>();
    let total = 0;
    for (let i = 0; i < draws; i++) {
      for (const c of generateRandomKey()) {
        perChar.set(c, (perChar.get(c) ?? 0) + 1);
        total++;
      }
    }
    let chi = 0;
    for (const c of new Set(KEY_ALPHABET)) {
      const expected = (total * (c === 'T' ? 2 : 1)) / 61;
      chi += ((perChar.get(c) ?? 0) - expected) ** 2 / expected;
    }
    // 59 degrees of freedom; P(chi² > 110) < 1e-4, so this flakes far less than once in 10 000 runs.
    expect(chi).toBeLessThan(110);
  });

  it('gives up on a source that only returns rejected bytes', () => {
    expect(() => generateRandomKey((n) => new Uint8Array(n).fill(255))).toThrow(/rejected/);
  });
});
