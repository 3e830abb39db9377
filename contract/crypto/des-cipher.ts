// DES-ECB/PKCS#7 as the platform's clients do it with CryptoJS (contract §3.4, §3.7).
// This is the only module allowed to import crypto-js, and only per module, so the bundle
// carries DES and nothing else. crypto-js has no separate `des` module: DES ships in
// `tripledes`, which registers CryptoJS.DES on the shared core as a side effect.
import CryptoJS from 'crypto-js/core';

import 'crypto-js/tripledes';

import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

type WordArray = CryptoJS.lib.WordArray;

const DES_KEY_BYTES = 8;
const DES_BLOCK_BYTES = 8;
const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The byte at `index` of a CryptoJS WordArray (big-endian words). */
function byteAt(data: WordArray, index: number): number {
  const word = data.words[index >>> 2] ?? 0;
  return (word >>> (24 - (index % 4) * 8)) & 0xff;
}

// CryptoJS's own Pkcs7.unpad trusts the last byte blindly, so a wrong key yields garbage
// (even a negative length) instead of an error. Check the whole pad before removing it.
const strictPkcs7: typeof Pkcs7 = {
  pad: (data, blockSize) => Pkcs7.pad(data, blockSize),
  unpad: (data) => {
    const length = data.sigBytes;
    const padLength = length > 0 ? byteAt(data, length - 1) : 0;
    if (padLength < 1 || padLength > DES_BLOCK_BYTES || padLength > length) {
      throw new Error('DES: bad padding');
    }
    for (let i = length - padLength; i < length; i++) {
      if (byteAt(data, i) !== padLength) throw new Error('DES: bad padding');
    }
    Pkcs7.unpad(data);
  },
};

// The key goes in as a parsed WordArray: a string would make CryptoJS derive a key from a
// passphrase (OpenSSL EVP_BytesToKey), which is not what the platform does.
function parseKey(key: string): WordArray {
  const parsed = Utf8.parse(key);
  if (parsed.sigBytes < DES_KEY_BYTES) throw new RangeError('DES key must be at least 8 bytes');
  // DES reads only the first 8 bytes; the 16-character random key is passed whole, as upstream does.
  return parsed;
}

/** DES-ECB/PKCS#7 encrypts UTF-8 `plaintext` with the first 8 bytes of `key8or16`; standard Base64 out. */
export function desEncryptEcbBase64(key8or16: string, plaintext: string): string {
  const encrypted = CryptoJS.DES.encrypt(Utf8.parse(plaintext), parseKey(key8or16), {
    mode: ECB,
    padding: Pkcs7,
  });
  return encrypted.ciphertext.toString(Base64);
}

/** Reverses desEncryptEcbBase64; throws on malformed Base64, bad padding or invalid UTF-8. */
export function desDecryptEcbBase64(key: string, b64: string): string {
  const trimmed = b64.trim();
  if (trimmed === '' || !BASE64_RE.test(trimmed)) throw new Error('DES: ciphertext is not Base64');
  const ciphertext = Base64.parse(trimmed);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % DES_BLOCK_BYTES !== 0) {
    throw new Error('DES: ciphertext is not a whole number of blocks');
  }
  const params = CryptoJS.lib.CipherParams.create({ ciphertext });
  const plain = CryptoJS.DES.decrypt(params, parseKey(key), { mode: ECB, padding: strictPkcs7 });
  // Utf8.stringify throws "Malformed UTF-8 data" on invalid sequences.
  return Utf8.stringify(plain);
}

/** Decrypts a customer-service link path: the last 8 characters are the DES key, the rest Base64. */
export function decryptCustomerServicePath(path: string): string {
  const trimmed = path.trim();
  if (trimmed.length <= DES_KEY_BYTES) throw new Error('Customer-service path is too short');
  const key = trimmed.slice(-DES_KEY_BYTES);
  return desDecryptEcbBase64(key, trimmed.slice(0, -DES_KEY_BYTES));
}
