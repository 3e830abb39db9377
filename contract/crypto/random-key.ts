// The 16-character per-request DES key (contract §3.2).

/**
 * The platform's 61-character key alphabet, copied as the upstream clients spell it:
 * upper case has 'T' twice and no 'Y' (…'V','W','X','T','Z'), lower case has no 'j'.
 * 'T' is therefore twice as likely as any other character; we keep that on purpose.
 */
export const KEY_ALPHABET = '0123456789' + 'ABCDEFGHIJKLMNOPQRSTUVWXTZ' + 'abcdefghiklmnopqrstuvwxyz';

/** Length of the random key in characters. */
export const KEY_LENGTH = 16;

// Largest multiple of 61 that fits in a byte (4 × 61 = 244). Bytes at or above it are
// rejected, so every accepted byte maps onto the alphabet with exactly equal weight.
const ACCEPT_BELOW = Math.floor(256 / KEY_ALPHABET.length) * KEY_ALPHABET.length;

const MAX_ROUNDS = 64;

/** Returns `n` bytes from the platform CSPRNG (Web Crypto; also global in Node 20). */
function cryptoBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

/** Draws a 16-character key uniformly over KEY_ALPHABET; `random(n)` must return n random bytes. */
export function generateRandomKey(random: (n: number) => Uint8Array = cryptoBytes): string {
  let key = '';
  for (let round = 0; key.length < KEY_LENGTH; round++) {
    // A CSPRNG rejects ~5% of bytes; 64 rounds falling short means the source is broken.
    if (round === MAX_ROUNDS) throw new Error('random source keeps returning rejected bytes');
    const wanted = KEY_LENGTH - key.length;
    // Ask for a few spare bytes: about 5% of draws are rejected.
    const bytes = random(wanted + 4);
    if (bytes.length === 0) throw new Error('random source returned no bytes');
    for (const byte of bytes) {
      if (byte >= ACCEPT_BELOW) continue;
      key += KEY_ALPHABET.charAt(byte % KEY_ALPHABET.length);
      if (key.length === KEY_LENGTH) break;
    }
  }
  return key;
}
