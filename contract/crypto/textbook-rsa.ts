// The `Encryption` header (contract §3.3): what Dave Shapiro's RSA library computes for
// encryptedString(new RSAKeyPair('10001', '', modulus), reverse(key)), redone with BigInt.
// Textbook RSA without padding is weak, but it is what the platform decrypts; the DES key it
// carries is fresh per request.

/** The public exponent every upstream client hard-codes (hex 10001). */
export const RSA_PUBLIC_EXPONENT = 65537n;

const LIMB_BITS = 16n;
const LIMB_MASK = 0xffffn;

/** base^exponent mod modulus by square-and-multiply (exponent ≥ 0, modulus > 0). */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus <= 0n) throw new RangeError('modulus must be positive');
  if (exponent < 0n) throw new RangeError('exponent must not be negative');
  let result = 1n % modulus;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** Trims whitespace and stray surrounding quotes from a fetched modulus; throws unless it is hex. */
export function normalizeModulusHex(raw: string): string {
  const hex = raw
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();
  if (!/^[0-9a-fA-F]+$/.test(hex) || BigInt(`0x${hex}`) === 0n) {
    throw new Error('RSA modulus is not a non-zero hex number');
  }
  return hex;
}

/** Index of the top non-zero 16-bit limb (0 for zero), as Shapiro's biHighIndex. */
function highLimbIndex(x: bigint): number {
  let index = 0;
  for (let rest = x >> LIMB_BITS; rest > 0n; rest >>= LIMB_BITS) index++;
  return index;
}

/** Shapiro's biToHex: four lower-case hex digits per limb from the top non-zero limb down. */
export function shapiroHex(x: bigint): string {
  if (x < 0n) throw new RangeError('negative number');
  let hex = '';
  for (let i = highLimbIndex(x); i >= 0; i--) {
    const limb = (x >> (BigInt(i) * LIMB_BITS)) & LIMB_MASK;
    hex += limb.toString(16).padStart(4, '0');
  }
  return hex;
}

/** Shapiro's encryptedString with radix 16: little-endian chunks, textbook RSA, hex blocks joined by spaces. */
export function shapiroEncryptedString(text: string, modulus: bigint, exponent = RSA_PUBLIC_EXPONENT): string {
  // RSAKeyPair.chunkSize: two bytes per limb below the top one, so every chunk is < modulus.
  const chunkSize = 2 * highLimbIndex(modulus);
  if (chunkSize === 0) throw new RangeError('RSA modulus is too small');
  const codes = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
  // The library stores code + (next code << 8) in a 16-bit limb: codes above 255 would
  // corrupt the neighbour, so refuse them instead of reproducing that.
  if (codes.some((code) => code > 0xff)) throw new RangeError('only 8-bit characters can be encrypted');
  while (codes.length % chunkSize !== 0) codes.push(0);
  const blocks: string[] = [];
  for (let start = 0; start < codes.length; start += chunkSize) {
    let m = 0n;
    for (let k = chunkSize - 1; k >= 0; k--) m = (m << 8n) | BigInt(codes[start + k] ?? 0);
    blocks.push(shapiroHex(modPow(m, exponent, modulus)));
  }
  return blocks.join(' ');
}

/** The `Encryption` header value: textbook RSA (e = 65537) of the reversed key under `modulusHex`. */
export function rsaEncryptReversedKey(key: string, modulusHex: string): string {
  const modulus = BigInt(`0x${normalizeModulusHex(modulusHex)}`);
  // Reversed + little-endian packing = the original key read big-endian (contract §3.3).
  return shapiroEncryptedString(key.split('').reverse().join(''), modulus);
}
