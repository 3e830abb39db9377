/**
 * Decryption of request bodies exactly as ../shared/contract.md §3 describes, written without the
 * app's crypto module: textbook RSA with native BigInt (m = c^d mod n; the integer read
 * big-endian is the 16-character key), then DES-ECB/PKCS#7 with the key's first 8 bytes, done as
 * triple DES with that key repeated three times (the same cipher; OpenSSL 3 refuses single DES).
 */
import { createDecipheriv, generateKeyPairSync } from 'node:crypto';

export interface RsaKey {
  /** The modulus as the key endpoint serves it: lowercase hex. */
  modulusHex: string;
  n: bigint;
  d: bigint;
}

const fromBase64Url = (text: string): bigint => BigInt(`0x${Buffer.from(text, 'base64url').toString('hex') || '0'}`);

/** A fresh 1024-bit key pair with the contract's public exponent 65537. */
export function newRsaKey(): RsaKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('RSA key export failed');
  const n = fromBase64Url(jwk.n);
  return { modulusHex: n.toString(16), n, d: fromBase64Url(jwk.d) };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** The `Encryption` header (hex, maybe space-separated blocks) → the 16-character random key. */
export function openRandomKey(encryptionHex: string, key: RsaKey): string {
  const block = encryptionHex.trim().split(/\s+/)[0] ?? '';
  if (!/^[0-9a-fA-F]+$/.test(block)) throw new Error('Encryption header is not hex');
  const m = modPow(BigInt(`0x${block}`), key.d, key.n);
  let hex = m.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  // Leading zero bytes vanish in the integer; what is left is the key, big-endian.
  return Buffer.from(hex, 'hex').toString('latin1');
}

/** Base64 DES-ECB/PKCS#7 ciphertext → UTF-8 plaintext, keyed by the first 8 bytes of `randomKey`. */
export function desDecrypt(base64: string, randomKey: string): string {
  const key8 = Buffer.from(randomKey, 'utf8').subarray(0, 8);
  const decipher = createDecipheriv('des-ede3', Buffer.concat([key8, key8, key8]), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

/**
 * An encrypted request body in either transport form (§3.5): the legacy bare Base64 string, or
 * the current `{"value": …}` with `X-Digest` equal to the value and `X-RSA` naming our modulus.
 */
export function decryptBody(
  rawBody: string,
  headers: { encryption?: string; digest?: string; rsa?: string },
  key: RsaKey,
): { json: unknown; form: 'legacy' | 'current' } {
  if (!headers.encryption) throw new Error('Missing Encryption');
  const randomKey = openRandomKey(headers.encryption, key);
  const trimmed = rawBody.trim();
  if (trimmed.startsWith('{')) {
    const parsed = JSON.parse(trimmed) as { value?: unknown };
    if (typeof parsed.value !== 'string') throw new Error('value missing');
    if (headers.digest !== parsed.value) throw new Error('X-Digest does not match the body');
    if (headers.rsa && headers.rsa.toLowerCase() !== key.modulusHex) throw new Error('X-RSA is not our key');
    return { json: JSON.parse(desDecrypt(parsed.value, randomKey)), form: 'current' };
  }
  return { json: JSON.parse(desDecrypt(trimmed.replace(/^"|"$/g, ''), randomKey)), form: 'legacy' };
}
