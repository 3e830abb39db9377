import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { desEncryptEcbBase64 } from '#contract/crypto/des-cipher.ts';
// The client's own encryption, to prove the two sides interoperate.
import { encryptBody } from '#contract/crypto/encrypt-body.ts';
import { KEY_ALPHABET } from '#contract/crypto/random-key.ts';
import { rsaEncryptReversedKey } from '#contract/crypto/textbook-rsa.ts';

import { decryptRequestBody, type EnvelopeHeaders } from './envelope';
import {
  generateRsaKeyPair,
  loadOrCreateRsaKeyPair,
  modPow,
  rsaPrivateOperation,
  type RsaKeyPair,
} from './rsa-key-pair';

let primary: RsaKeyPair;
let secondary: RsaKeyPair;
let keys: RsaKeyPair[];

beforeAll(() => {
  primary = generateRsaKeyPair();
  secondary = generateRsaKeyPair();
  keys = [primary, secondary];
});

/** Sends `payload` the way the current client does and decrypts it on the server side. */
function roundTrip(payload: unknown, key: RsaKeyPair = primary, randomKey?: string) {
  const { body, headers } = encryptBody(payload, key.modulusHex, randomKey);
  return decryptRequestBody(body, headerInput(headers), keys);
}

function headerInput(headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string }): EnvelopeHeaders {
  return { encryption: headers.Encryption, digest: headers['X-Digest'], rsa: headers['X-RSA'] };
}

describe('decryptRequestBody — current form', () => {
  it('decrypts a login payload', () => {
    const payload = { username: 'alice01', password: 'p@ss w0rd', uuId: '7f3c' };
    expect(roundTrip(payload)).toEqual({ ok: true, json: payload });
  });

  it('uses the key named by X-RSA when the server holds several', () => {
    const payload = { n: 1 };
    expect(roundTrip(payload, secondary)).toEqual({ ok: true, json: payload });
  });

  it('keeps unicode intact', () => {
    const payload = { name: 'Jürgen 李雷 ñandú', note: '🎲🃏 emoji', rtl: 'مرحبا', nested: [{ x: 'é' }] };
    expect(roundTrip(payload)).toEqual({ ok: true, json: payload });
  });

  it('handles non-object JSON payloads and every alphabet character in the key', () => {
    const alphabet = [...new Set(KEY_ALPHABET)].join(''); // 60 distinct characters
    for (let i = 0; i + 16 <= alphabet.length; i += 4) {
      const randomKey = alphabet.slice(i, i + 16);
      expect(roundTrip(['a', i, null], primary, randomKey)).toEqual({ ok: true, json: ['a', i, null] });
    }
    expect(roundTrip('just a string')).toEqual({ ok: true, json: 'just a string' });
  });

  it('accepts the X-RSA modulus in upper case or with leading zeros', () => {
    const { body, headers } = encryptBody({ a: 1 }, primary.modulusHex);
    for (const rsa of [primary.modulusHex.toUpperCase(), `00${primary.modulusHex}`]) {
      expect(decryptRequestBody(body, { ...headerInput(headers), rsa }, keys)).toEqual({ ok: true, json: { a: 1 } });
    }
  });

  it('accepts minimal-length hex in Encryption (as some bots send it)', () => {
    const { body, headers } = encryptBody({ a: 2 }, primary.modulusHex);
    const minimal = BigInt(`0x${headers.Encryption}`).toString(16);
    expect(decryptRequestBody(body, { ...headerInput(headers), encryption: ` ${minimal} ` }, keys)).toEqual({
      ok: true,
      json: { a: 2 },
    });
  });
});

describe('decryptRequestBody — legacy form', () => {
  it('decrypts a bare Base64 body with only the Encryption header (first key)', () => {
    const payload = { username: 'bob', password: 'секрет' };
    const { headers } = encryptBody(payload, primary.modulusHex);
    const result = decryptRequestBody(headers['X-Digest'], { encryption: headers.Encryption }, keys);
    expect(result).toEqual({ ok: true, json: payload });
  });

  it('accepts the Base64 wrapped in JSON quotes', () => {
    const { headers } = encryptBody({ q: true }, primary.modulusHex);
    const quoted = JSON.stringify(headers['X-Digest']).replaceAll('/', '\\/');
    expect(decryptRequestBody(quoted, { encryption: headers.Encryption }, keys)).toEqual({
      ok: true,
      json: { q: true },
    });
  });

  it('uses X-RSA when a legacy request names a key', () => {
    const { headers } = encryptBody({ k: 2 }, secondary.modulusHex);
    const result = decryptRequestBody(
      headers['X-Digest'],
      { encryption: headers.Encryption, rsa: headers['X-RSA'] },
      keys,
    );
    expect(result).toEqual({ ok: true, json: { k: 2 } });
  });

  it('builds the legacy request from the primitives as an old jQuery client would', () => {
    const randomKey = 'Legacy0Client9Tz';
    const body = desEncryptEcbBase64(randomKey, '{"amount":"100.00"}');
    const encryption = rsaEncryptReversedKey(randomKey, primary.modulusHex);
    expect(decryptRequestBody(`\n${body}\n`, { encryption }, keys)).toEqual({ ok: true, json: { amount: '100.00' } });
  });
});

describe('decryptRequestBody — refusals', () => {
  const refusal = (errorCode: string) => ({ ok: false, errorCode, reason: expect.any(String) as unknown });

  it('requires the Encryption header', () => {
    const { body, headers } = encryptBody({ a: 1 }, primary.modulusHex);
    expect(decryptRequestBody(body, { ...headerInput(headers), encryption: undefined }, keys)).toEqual(
      refusal('request_body_required'),
    );
    expect(decryptRequestBody(body, { ...headerInput(headers), encryption: '  ' }, keys)).toEqual(
      refusal('request_body_required'),
    );
  });

  it('refuses a digest that differs from the body, or is missing in the current form', () => {
    const { body, headers } = encryptBody({ a: 1 }, primary.modulusHex);
    const other = encryptBody({ a: 1 }, primary.modulusHex).headers['X-Digest'];
    expect(decryptRequestBody(body, { ...headerInput(headers), digest: other }, keys)).toEqual(
      refusal('request_body_required'),
    );
    expect(decryptRequestBody(body, { ...headerInput(headers), digest: undefined }, keys)).toEqual(
      refusal('request_body_required'),
    );
  });

  it('refuses an X-RSA modulus the server does not hold, or a missing one in the current form', () => {
    const { body, headers } = encryptBody({ a: 1 }, primary.modulusHex);
    const stranger = generateRsaKeyPair().modulusHex;
    expect(decryptRequestBody(body, { ...headerInput(headers), rsa: stranger }, keys)).toEqual(
      refusal('request_body_required'),
    );
    expect(decryptRequestBody(body, { ...headerInput(headers), rsa: 'zz' }, keys)).toEqual(
      refusal('request_body_required'),
    );
    expect(decryptRequestBody(body, { ...headerInput(headers), rsa: undefined }, keys)).toEqual(
      refusal('request_body_required'),
    );
  });

  it('refuses an empty or non-envelope body', () => {
    const { headers } = encryptBody({ a: 1 }, primary.modulusHex);
    for (const raw of ['', '   ', '{"username":"plain"}', '[1,2]', '{"value":42}', 'not json, not base64']) {
      expect(decryptRequestBody(raw, headerInput(headers), keys)).toEqual(refusal('request_body_required'));
    }
  });

  it('refuses a key encrypted for another server', () => {
    const stranger = generateRsaKeyPair();
    const { body, headers } = encryptBody({ a: 1 }, stranger.modulusHex);
    // Claiming our modulus in X-RSA does not help: the Encryption header does not decrypt to a key.
    expect(decryptRequestBody(body, { ...headerInput(headers), rsa: primary.modulusHex }, keys)).toEqual(
      refusal('request.param.err'),
    );
  });

  it('refuses garbage in Encryption', () => {
    const { body, headers } = encryptBody({ a: 1 }, primary.modulusHex);
    for (const encryption of [
      'xyz',
      'deadbeef',
      `${headers.Encryption} ${headers.Encryption}`,
      `ff${primary.modulusHex}`,
    ]) {
      expect(decryptRequestBody(body, { ...headerInput(headers), encryption }, keys)).toEqual(
        refusal('request.param.err'),
      );
    }
  });

  it('refuses a key whose characters are outside the alphabet (Y and j are never drawn)', () => {
    const randomKey = 'YYYYjjjj00000000';
    const body = desEncryptEcbBase64(randomKey, '{}');
    const encryption = rsaEncryptReversedKey(randomKey, primary.modulusHex);
    expect(decryptRequestBody(body, { encryption }, keys)).toEqual(refusal('request.param.err'));
  });

  it('refuses ciphertext that does not decrypt or is not JSON', () => {
    const randomKey = 'Abcdefgh12345678';
    const encryption = rsaEncryptReversedKey(randomKey, primary.modulusHex);
    const notJson = desEncryptEcbBase64(randomKey, 'not json');
    expect(decryptRequestBody(notJson, { encryption }, keys)).toEqual(refusal('request.param.err'));
    const wrongKey = desEncryptEcbBase64('Zzzzzzzz12345678', '{"a":1}');
    expect(decryptRequestBody(wrongKey, { encryption }, keys)).toEqual(refusal('request.param.err'));
    // 12 Base64 characters = 9 bytes: not whole DES blocks.
    const current = JSON.stringify({ value: 'AAAAAAAAAAAA' });
    expect(decryptRequestBody(current, { encryption, digest: 'AAAAAAAAAAAA', rsa: primary.modulusHex }, keys)).toEqual(
      refusal('request.param.err'),
    );
  });

  it('never echoes decrypted content in the refusal reason', () => {
    const randomKey = 'Abcdefgh12345678';
    const secret = 'hunter2-secret-password';
    const body = desEncryptEcbBase64(randomKey, secret);
    const result = decryptRequestBody(body, { encryption: rsaEncryptReversedKey(randomKey, primary.modulusHex) }, keys);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(secret);
  });
});

describe('rsa-key-pair', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tala-rsa-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates a 1024-bit key with e = 65537 and a lower-case modulus without leading zeros', () => {
    expect(primary.e).toBe(65537n);
    expect(primary.n.toString(2)).toHaveLength(1024);
    expect(primary.modulusHex).toMatch(/^[1-9a-f][0-9a-f]{255}$/);
    expect(BigInt(`0x${primary.modulusHex}`)).toBe(primary.n);
    expect(modPow(modPow(12345n, primary.e, primary.n), primary.d, primary.n)).toBe(12345n);
  });

  it('does the private operation with OpenSSL exactly as square-and-multiply would, from n, e and d alone', () => {
    // A key read back from its stored form (n, e, d: the CRT factors are recovered on load).
    const stored = loadOrCreateRsaKeyPair(join(dir, 'openssl'));
    for (const key of [primary, stored]) {
      const samples = [0n, 1n, 2n, key.n - 1n, 0x5a5a5a5an, BigInt(`0x${randomBytes(127).toString('hex')}`)];
      for (const c of samples) expect(rsaPrivateOperation(key, c)).toBe(modPow(c, key.d, key.n));
    }
  });

  it('persists the key with mode 0600 and reuses it on restart', () => {
    const dataDir = join(dir, 'nested', 'data');
    const first = loadOrCreateRsaKeyPair(dataDir);
    const file = join(dataDir, 'rsa-key.json');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadOrCreateRsaKeyPair(dataDir);
    const numbers = ({ modulusHex, n, e, d }: RsaKeyPair) => ({ modulusHex, n, e, d });
    expect(numbers(second)).toEqual(numbers(first));
    expect(readFileSync(file, 'utf8')).toContain('"kty": "RSA"');
    // A restarted server still decrypts what a client encrypted for the first instance.
    const { body, headers } = encryptBody({ ok: 1 }, first.modulusHex);
    expect(decryptRequestBody(body, headerInput(headers), [second])).toEqual({ ok: true, json: { ok: 1 } });
  });
});
