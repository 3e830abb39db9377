// The platform's RSA key pair for the body-encryption envelope (contract §3.1, §3.3).
// Clients do textbook RSA (no padding) with Shapiro's library, so decryption is a bare
// c^d mod n. We keep n, e, d as BigInts (what is stored and served) and, for that private
// operation on every encrypted request, a node:crypto key with its CRT factors: OpenSSL does it in
// about 0.1 ms where square-and-multiply over BigInts took 2.7 ms of the event loop (2026-11-27).
import {
  constants,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Db } from '../db/database.ts';

/** An RSA key pair; modulusHex is what GET /wps/session/key/rsa serves. */
export interface RsaKeyPair {
  modulusHex: string;
  n: bigint;
  e: bigint;
  d: bigint;
  /** The same key for OpenSSL (n, e, d and the CRT factors recovered from them). */
  privateKey: KeyObject;
}

/** The private key fields we persist (a subset of an RSA private JWK, all base64url). */
interface StoredKey {
  kty: 'RSA';
  n: string;
  e: string;
  d: string;
}

const KEY_FILE = 'rsa-key.json';
const MODULUS_BITS = 1024; // Shapiro's setMaxDigits(130) in the clients leaves room for 1024 bits.

/** base^exponent mod modulus by square-and-multiply (exponent ≥ 0, modulus > 0). */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus <= 0n) throw new RangeError('modulus must be positive');
  let result = 1n % modulus;
  let b = ((base % modulus) + modulus) % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** The modular inverse of a modulo m (a and m coprime). */
function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [((a % m) + m) % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) throw new RangeError('not invertible');
  return ((oldS % m) + m) % m;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** A random integer in [2, n - 2]. */
function randomBelow(n: bigint): bigint {
  const bytes = Math.ceil(n.toString(16).length / 2) + 8;
  return (BigInt(`0x${randomBytes(bytes).toString('hex')}`) % (n - 3n)) + 2n;
}

/**
 * The primes p and q of n from the exponents (stored keys keep n, e, d only): e·d − 1 = 2^t·r,
 * and a random g has a square root of 1 among g^r, g^2r, … that is not ±1 with probability ≥ ½,
 * whose gcd with n is a factor (Boneh, "Twenty years of attacks on RSA", fact 1).
 */
function factorModulus(n: bigint, e: bigint, d: bigint): [bigint, bigint] {
  const k = e * d - 1n;
  let r = k;
  while (r % 2n === 0n) r /= 2n;
  for (let attempt = 0; attempt < 100; attempt++) {
    let x = modPow(randomBelow(n), r, n);
    if (x === 1n || x === n - 1n) continue;
    for (let power = r; power < k; power *= 2n) {
      const next = (x * x) % n;
      if (next === 1n) {
        const p = gcd(x - 1n, n);
        return [p, n / p];
      }
      if (next === n - 1n) break;
      x = next;
    }
  }
  throw new Error('RSA key pair is inconsistent: its modulus does not factor with its exponents');
}

const toBase64Url = (value: bigint): string => {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex').toString('base64url');
};

/** n, e, d as an OpenSSL private key (its JWK import wants the CRT factors too). */
function opensslKey(n: bigint, e: bigint, d: bigint): KeyObject {
  const [p, q] = factorModulus(n, e, d);
  const key = {
    kty: 'RSA',
    n: toBase64Url(n),
    e: toBase64Url(e),
    d: toBase64Url(d),
    p: toBase64Url(p),
    q: toBase64Url(q),
    dp: toBase64Url(d % (p - 1n)),
    dq: toBase64Url(d % (q - 1n)),
    qi: toBase64Url(modInverse(q, p)),
  };
  return createPrivateKey({ key, format: 'jwk' });
}

/** c^d mod n (textbook RSA, no padding), done by OpenSSL; c must be below n. */
export function rsaPrivateOperation(key: RsaKeyPair, c: bigint): bigint {
  const bytes = Math.ceil(key.modulusHex.length / 2);
  const input = Buffer.from(c.toString(16).padStart(bytes * 2, '0'), 'hex');
  const output = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, input);
  return output.length === 0 ? 0n : BigInt(`0x${output.toString('hex')}`);
}

function base64UrlToBigInt(value: string): bigint {
  const hex = Buffer.from(value, 'base64url').toString('hex');
  return hex === '' ? 0n : BigInt(`0x${hex}`);
}

function toKeyPair(stored: StoredKey): RsaKeyPair {
  const n = base64UrlToBigInt(stored.n);
  const e = base64UrlToBigInt(stored.e);
  const d = base64UrlToBigInt(stored.d);
  // Cheap sanity check so a damaged file fails at start-up, not on every login.
  const probe = 0x5a5a5a5an;
  if (n <= probe || modPow(modPow(probe, e, n), d, n) !== probe) {
    throw new Error('RSA key pair is inconsistent');
  }
  return { modulusHex: n.toString(16), n, e, d, privateKey: opensslKey(n, e, d) };
}

function generateStoredKey(): StoredKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MODULUS_BITS, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string' || typeof jwk.d !== 'string') {
    throw new Error('node:crypto returned an RSA JWK without n/e/d');
  }
  return { kty: 'RSA', n: jwk.n, e: jwk.e, d: jwk.d };
}

function parseStoredKey(text: string, file: string): StoredKey {
  const data: unknown = JSON.parse(text);
  if (typeof data === 'object' && data !== null) {
    const { kty, n, e, d } = data as Record<string, unknown>;
    if (kty === 'RSA' && typeof n === 'string' && typeof e === 'string' && typeof d === 'string') {
      return { kty, n, e, d };
    }
  }
  throw new Error(`${file} is not an RSA private key`);
}

/** Generates a fresh 1024-bit key pair with e = 65537 (not persisted). */
export function generateRsaKeyPair(): RsaKeyPair {
  return toKeyPair(generateStoredKey());
}

/** Loads `<dataDir>/rsa-key.json`, creating it (mode 0600) on first start, so the key survives restarts. */
export function loadOrCreateRsaKeyPair(dataDir: string): RsaKeyPair {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    // A damaged file is an operator problem: refuse to start rather than silently replace it.
    return toKeyPair(parseStoredKey(readFileSync(file, 'utf8'), file));
  }
  mkdirSync(dataDir, { recursive: true });
  const stored = generateStoredKey();
  // Write to a private temporary file and rename, so a crash never leaves half a key behind.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600); // mode is only applied on creation; be explicit.
  renameSync(temporary, file);
  return toKeyPair(stored);
}

/**
 * The key every process on one database shares (behind a load balancer the key fetch
 * and the login may reach different processes). The first process to start stores its key, or
 * the data folder's existing key so clients keep working across the upgrade; the insert is
 * `ON CONFLICT DO NOTHING` on a fixed id, so processes starting together agree on one key.
 */
export async function loadOrCreateSharedRsaKeyPair(db: Db, dataDir: string, now: Date): Promise<RsaKeyPair> {
  const read = async () =>
    (await db.query<{ private_jwk: string }>('SELECT private_jwk FROM rsa_keys WHERE id = 1'))[0];
  let row = await read();
  if (!row) {
    const file = join(dataDir, KEY_FILE);
    const candidate = existsSync(file) ? parseStoredKey(readFileSync(file, 'utf8'), file) : generateStoredKey();
    await db.query(
      'INSERT INTO rsa_keys (id, private_jwk, created_at) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
      [JSON.stringify(candidate), now],
    );
    row = await read();
    if (!row) throw new Error('rsa_keys: the shared key was not stored');
  }
  return toKeyPair(parseStoredKey(row.private_jwk, 'rsa_keys row 1'));
}
