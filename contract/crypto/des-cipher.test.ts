import { createCipheriv } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { decryptCustomerServicePath, desDecryptEcbBase64, desEncryptEcbBase64 } from './des-cipher.ts';

// Known answers produced with the OpenSSL 3.0 CLI, not with crypto-js:
//   printf '%s' "$PLAINTEXT" | openssl enc -des-ecb -K <hex of the first 8 key bytes> \
//     -provider legacy -provider default -nosalt -base64 -A
// and confirmed identical with `openssl enc -des-ede3-ecb -K <k8 k8 k8>` (3DES with K|K|K is DES).
const VECTORS: ReadonlyArray<readonly [key: string, plaintext: string, base64: string]> = [
  [
    '0123456789ABCDEF',
    '{"username":"alice","password":"s3cret!"}',
    'J9rHOPt4edmi9bG8QrahPa4wE1dEOMnwpWwA8BLPqYwHPPUKEcSK6xmUD9PjrXF9',
  ],
  ['aZ9kXb0TcW1d2e3f', '', 'PlnXLhdzIP4='],
  // A whole block of plaintext gets a whole block of padding.
  ['TTTTTTTTTTTTTTTT', '12345678', 'TPgdlSoXvC0XjkCGJmlhSQ=='],
  ['zyxwvutsrqponmlk', '{"name":"Jürgen 李雷 🎲"}', '8wwKydy/sohtPudRz/7Al7/nndINz+fAUAqbbuDPNR4='],
];

// Same tool: key k3Yp9QzA, plaintext https://chat.example.com/livechat?group=7&lang=en; path = Base64 + key.
const CS_PATH = '7yi/IeXVtIgVLqfyI7J7jjsEP3cGsVjctoTV6k+vj8kTR5iAou4TkyKJeCjgjssWomGRf836Y5w=k3Yp9QzA';
const CS_URL = 'https://chat.example.com/livechat?group=7&lang=en';

/** Node's own single DES (des-ede3 with the 8-byte key three times), for random cross-checks. */
function nodeDes(key: string, plaintext: string): string {
  const k8 = Buffer.from(key, 'utf8').subarray(0, 8);
  const cipher = createCipheriv('des-ede3', Buffer.concat([k8, k8, k8]), null);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

describe('desEncryptEcbBase64', () => {
  it.each(VECTORS)('matches the OpenSSL answer for key %s', (key, plaintext, base64) => {
    expect(desEncryptEcbBase64(key, plaintext)).toBe(base64);
  });

  it('only uses the first 8 key bytes', () => {
    const [key, plaintext, base64] = VECTORS[0] ?? ['', '', ''];
    expect(desEncryptEcbBase64(key.slice(0, 8), plaintext)).toBe(base64);
    expect(desEncryptEcbBase64(`${key.slice(0, 8)}ZZZZZZZZ`, plaintext)).toBe(base64);
  });

  it('agrees with node:crypto DES on varied lengths and characters', () => {
    const keys = ['Ab3dEf7hIkLmNoPq', 'zzzzzzzzzzzzzzzz', '9876543210TTTTTT'];
    for (const key of keys) {
      for (let length = 0; length < 40; length++) {
        const plaintext = JSON.stringify({ s: 'é✓🎲x'.repeat(length).slice(0, length) });
        expect(desEncryptEcbBase64(key, plaintext)).toBe(nodeDes(key, plaintext));
      }
    }
  });

  it('refuses keys shorter than 8 bytes', () => {
    expect(() => desEncryptEcbBase64('short', 'x')).toThrow(RangeError);
  });
});

describe('desDecryptEcbBase64', () => {
  it.each(VECTORS)('decrypts the OpenSSL answer for key %s', (key, plaintext, base64) => {
    expect(desDecryptEcbBase64(key, base64)).toBe(plaintext);
  });

  it('throws on a wrong key instead of returning garbage', () => {
    const [, , base64] = VECTORS[0] ?? ['', '', ''];
    // The wrong key almost surely breaks the PKCS#7 pad (or the UTF-8); either must throw.
    expect(() => desDecryptEcbBase64('WrongKey', base64)).toThrow();
  });

  it('throws on malformed ciphertext', () => {
    expect(() => desDecryptEcbBase64('0123456789ABCDEF', '')).toThrow();
    expect(() => desDecryptEcbBase64('0123456789ABCDEF', 'not base64!')).toThrow();
    // Valid Base64 but 6 bytes: not a whole DES block.
    expect(() => desDecryptEcbBase64('0123456789ABCDEF', 'AAAAAAAA')).toThrow();
  });
});

describe('decryptCustomerServicePath', () => {
  it('uses the last 8 characters as the key and decrypts the rest', () => {
    expect(decryptCustomerServicePath(CS_PATH)).toBe(CS_URL);
  });

  it('throws on a path too short to hold a key and a ciphertext', () => {
    expect(() => decryptCustomerServicePath('k3Yp9QzA')).toThrow();
  });
});
