// Builds an encrypted request in the current transport form (contract §3.5): body
// {"value": <DES Base64>} plus Encryption / X-Digest / X-RSA. Pure: the HTTP client fetches
// the modulus (fresh per request) and sends what this returns.
import { desEncryptEcbBase64 } from './des-cipher.ts';
import { generateRandomKey } from './random-key.ts';
import { normalizeModulusHex, rsaEncryptReversedKey } from './textbook-rsa.ts';

/** Headers that carry the envelope of an encrypted request. */
export interface EncryptionHeaders {
  Encryption: string;
  'X-Digest': string;
  'X-RSA': string;
}

/** An encrypted request: JSON body text and the headers to send with it. */
export interface EncryptedBody {
  body: string;
  headers: EncryptionHeaders;
}

/** Encrypts `payload` (as JSON) for the platform key `modulusHex`; `key` is injectable for tests. */
export function encryptBody(payload: unknown, modulusHex: string, key: string = generateRandomKey()): EncryptedBody {
  const json = JSON.stringify(payload);
  // JSON.stringify returns undefined for undefined, functions and symbols: nothing to send.
  if (typeof json !== 'string') throw new TypeError('payload is not JSON-serialisable');
  const modulus = normalizeModulusHex(modulusHex);
  const value = desEncryptEcbBase64(key, json);
  return {
    body: JSON.stringify({ value }),
    headers: {
      Encryption: rsaEncryptReversedKey(key, modulus),
      'X-Digest': value,
      'X-RSA': modulus,
    },
  };
}
