import { describe, expect, it } from 'vitest';

import {
  modPow,
  normalizeModulusHex,
  rsaEncryptReversedKey,
  shapiroEncryptedString,
  shapiroHex,
} from './textbook-rsa.ts';

// Known-answer vectors, computed outside this code base with Python 3.11 (not with textbook-rsa.ts):
//   def limbs(x): 16-bit limbs of x, least significant first ([0] for zero)
//   def shapiro_hex(x): ''.join('%04x' % l for l in reversed(limbs(x)))
//   def shapiro(s, n): chunk = 2 * (len(limbs(n)) - 1); pad [ord(c) for c in s] with zeros to a multiple
//       of chunk; per chunk m = sum(b << 8*j); ' '.join(shapiro_hex(pow(m, 65537, n)))
//   enc(key, n) = shapiro(key[::-1], n), cross-checked for the 1024-bit key against
//       shapiro_hex(pow(int.from_bytes(key.encode(), 'big'), 65537, n)).
// N1024: modulus of a throw-away key from `openssl genrsa 1024` (`openssl rsa -noout -modulus`).
// N320: product of two primes from `openssl prime -generate -bits 160`
//   (1248939695768108362307949521959377854507293563089 × 1320493616909104067487977153452414976255359846861).
// N96: 238930644117127 × 230474653076939 (`openssl prime -generate -bits 48`): chunk size 10 bytes, so a
//   16-character key takes two blocks, as Shapiro's library would emit for such a small modulus.
const N1024 =
  'd33834b329d7b8cb0e2c3d80860135b391e6f7076c4b9a15caaf6d6324e41ed10b3e97f1f2d3de867cea855d2cf96d10' +
  'cbad38b1b14b66b1f06e907d800562fd4e172e5934ac758d4834a64ccedfba297cbe6aac1a35e1b779f49a75eccbe96f' +
  'b0813fd3314af70fc08cc8b1f496d33daf667463c5431397ac47efb293fafe1d';
const N320 = 'c5a8ffd20dea58fa3e82fab83de7cc755842addfe89452570f2c7136fab2f556bf8ee018a29b785d';
const N96 = 'b1eebbaa9098b1ff30b4e80d';

const VECTORS_1024: ReadonlyArray<readonly [string, string]> = [
  [
    '0123456789ABCDEF',
    '7aa21aa7af67038efba84b1b59316d81704acb68fb7b9fa3ddfac0c849bef88501c779f5028afa0607a33ce772cb791e' +
      '1de3ad44f8fa3f335163bb38492e49d734c5b43f402ca4ed40577fa23f5eb02b29b4e8f6e94821807efc37ed30ba1e16' +
      '2c9b2c75a325ee09a535d706897e8abe40a5c5ac3c6a2f66d8fb7104c9a0557b',
  ],
  [
    'zyxwvutsrqponmlk',
    '4bfabe90762a419561bad6fb19e3f0a7889d2916d33efe5d5a2f973f227ec6c1fd8e5ebd24c582a7fa8c86a1d475304e' +
      '2b1fb369244d7640c8db959ea81cab2cccd05b9121a66adbf74b13a5519f9e4787a079c28d696affcbb55f802fe9eeb6' +
      '660f010296de462d583d8c35f470bd0157ab11967d893fec5f01dd4214ae2128',
  ],
  [
    'TTTTTTTTTTTTTTTT',
    '749fc62e3e011f7323e6d114317f9beffa979724efad4a256ab5d70bc0323f0fab6fce2f3a1655f08566d1d26e6d7469' +
      '94b6a6e35ed16c17766c117f186be13796a97ae4cd49d58d36a7b516216e8c1514009e8d3e7ce3516b7e8abba28ab533' +
      'ee002ca3ad5865b59e26199ac5f305b6f634e9a10b1dd46ec9855773144bc16e',
  ],
  [
    'aZ9kXb0TcW1d2e3f',
    '9c58938bf51c24ab338f6b28b3cbc955d470b1c68f27602123bad653176b8740107b64b5e2e420ede1940c434bca5f73' +
      'd7e49a02b569bc77f4c18ed3bdc69c0c498412ec546768a73576dc0dd1498f40a3471be7686b1b0dcaab099cea9a3b34' +
      '19ba672a772f3d29125412e96f8506fcaa60b6faa6e44498784c07da6d4a4341',
  ],
  // Found by searching keys until c < 2^1016: the top limb is 0x00a0, printed with its zeros.
  [
    'LeadZero0000000f',
    '00a073073e43a37e4b33b2e9f71e4437a78f2cd33090f69c5350aa41f51b28dd5bf052e4010c095c5f534086cda416fd' +
      '3f186e2b00d6826ec3554ea3e67808080e29a064daebb92d22119a71c48da8dc6be85c3841c8581c5800945f704aa658' +
      '5e22f4aaba591fb277b8a4160494ace2ec3309ab608b0882c7f4ab41bad02912',
  ],
  // Found by searching keys until c < 2^1008: the top limb of n is empty for c, so 63 limbs = 252 digits.
  [
    'LeadZero00000DEl',
    '9394d887190fd4faee565f720ce67601829357ff7f243e96e4158bdea458a69441dbcd7aa06d98ca42c9069f843978eb' +
      'abca87c88ef2b2b06bdea30df0a0343e2f96105727ad1c90c763f14d687b118686006172df836e0ef6059f51f9b970ee' +
      '1894eef4810d201663a0263a5f586e3c22950489a32539459becf3e14aa7',
  ],
];

const VECTORS_320: ReadonlyArray<readonly [string, string]> = [
  ['0123456789ABCDEF', '2f6b3fbcbe912edecc160a1259261106eb1c11e5f5fec2991c7e3e8459c644268af39005e9cd1cb2'],
  ['zyxwvutsrqponmlk', '8c20ac5e6956f84dabe31fee3430a74a4a8dac2b252e8da4d2d775541aaec0d9510e44e86b742c2d'],
  ['TTTTTTTTTTTTTTTT', '9c740b07c8f61c63a99f1f3519bcbd2b5230cfbccc7e1442b0392512ff6b1cd4c272baf33a920e57'],
  ['aZ9kXb0TcW1d2e3f', '4e3f3d66b482a237774a6cde3588497bffe4594734c0aa02c322bbad9a5fcac3927fed60982da7c6'],
];

const VECTORS_96: ReadonlyArray<readonly [string, string]> = [
  ['0123456789ABCDEF', '6b8f7929d50a52fbb4f68864 5797cdf16c9f2d60c772b3b3'],
  ['zyxwvutsrqponmlk', 'b1ac3cbae07f215fe3bbe340 5f1f4404151932339e331d6d'],
  ['TTTTTTTTTTTTTTTT', '6899cf02310c7a71924fdfb0 afa8b5221f072b1b23b3dee8'],
  ['aZ9kXb0TcW1d2e3f', '0ecf8e6a25681d115c2570f1 7d3cf5f3276b55bb20eb6fb1'],
];

describe('rsaEncryptReversedKey', () => {
  it.each(VECTORS_1024)('matches the 1024-bit known answer for %s', (key, expected) => {
    expect(rsaEncryptReversedKey(key, N1024)).toBe(expected);
  });

  it.each(VECTORS_320)('matches the 320-bit known answer for %s', (key, expected) => {
    expect(rsaEncryptReversedKey(key, N320)).toBe(expected);
  });

  it.each(VECTORS_96)('splits into space-separated blocks under a 96-bit modulus for %s', (key, expected) => {
    expect(rsaEncryptReversedKey(key, N96)).toBe(expected);
  });

  it('accepts the modulus in upper case, with whitespace or quotes, and answers the same', () => {
    const [key, expected] = VECTORS_1024[0] ?? ['', ''];
    expect(rsaEncryptReversedKey(key, ` "${N1024.toUpperCase()}"\n`)).toBe(expected);
  });

  it('emits lower-case hex whose length is a multiple of 4', () => {
    for (const [key] of VECTORS_1024) {
      const hex = rsaEncryptReversedKey(key, N1024);
      expect(hex).toMatch(/^(?:[0-9a-f]{4})+$/);
    }
  });

  it('refuses a modulus that is not hex', () => {
    expect(() => rsaEncryptReversedKey('0123456789ABCDEF', 'not-hex')).toThrow();
    expect(() => rsaEncryptReversedKey('0123456789ABCDEF', '')).toThrow();
    expect(() => rsaEncryptReversedKey('0123456789ABCDEF', '0000')).toThrow();
  });
});

describe('shapiroHex', () => {
  it('prints 4 digits per 16-bit limb from the top non-zero limb', () => {
    expect(shapiroHex(0n)).toBe('0000');
    expect(shapiroHex(0x1n)).toBe('0001');
    expect(shapiroHex(0xabcn)).toBe('0abc');
    expect(shapiroHex(0xffffn)).toBe('ffff');
    expect(shapiroHex(0x10000n)).toBe('00010000');
    expect(shapiroHex(0xdeadbeefn)).toBe('deadbeef');
  });
});

describe('shapiroEncryptedString', () => {
  it('packs characters little-endian: "AB" is m = 0x4241', () => {
    // With e = 1 the "ciphertext" is the packed integer itself (chunk of 2 × 5 = 10 bytes).
    expect(shapiroEncryptedString('AB', BigInt(`0x${N96}`), 1n)).toBe('4241');
  });
});

describe('modPow', () => {
  it('agrees with small hand-checked values', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 10n, 1000n)).toBe(24n);
    expect(modPow(5n, 0n, 7n)).toBe(1n);
    expect(modPow(5n, 3n, 1n)).toBe(0n);
    expect(modPow(-2n, 3n, 7n)).toBe(6n);
  });
});

describe('normalizeModulusHex', () => {
  it('strips whitespace and surrounding quotes', () => {
    expect(normalizeModulusHex('  "abc123"  ')).toBe('abc123');
    expect(normalizeModulusHex('ABC')).toBe('ABC');
  });
});
