/**
 * Password hashing: scrypt N=16384 r=8 p=1, 16-byte salt, 32-byte hash, stored as
 * `scrypt$N$r$p$<salt b64>$<hash b64>`. Verification derives with the stored parameters and
 * compares in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
// Refuse absurd stored parameters (a damaged row must not tie the server up).
const MAX_N = 1 << 20;

function derive(
  password: string,
  salt: Buffer,
  options: { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, { N, r: R, p: P }, HASH_BYTES);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid =
    Number.isInteger(n) &&
    n > 1 &&
    n <= MAX_N &&
    (n & (n - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16;
  if (!valid) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || hash.length < 16) return null;
  return { N: n, r, p, salt, hash };
}

/** True when `password` matches `stored`; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

let dummy: Promise<string> | undefined;

/** Spends the time of a real verification, for unknown usernames (no timing oracle). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('tala-dummy-password');
  await verifyPassword(password, await dummy);
  return false;
}
