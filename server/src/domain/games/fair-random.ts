/**
 * Provably fair randomness (contract §9, docs/games.md). The outcome of a round is a pure
 * function of uniform numbers in [0, 1) read from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`):
 * each 4 bytes, big-endian, divided by 2^32 (8 numbers per digest; should a game need more, the
 * next digests use `${clientSeed}:${nonce}:${n}` for n = 1, 2, …).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A source of uniform numbers in [0, 1). */
export type Uniform = () => number;

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A new server seed: 32 random bytes, hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** The round's uniform numbers from its seeds and nonce. */
export function fairUniform(serverSeed: string, clientSeed: string, nonce: number): Uniform {
  let digest = Buffer.alloc(0);
  let offset = 0;
  let block = 0;
  return () => {
    if (offset + 4 > digest.length) {
      const message = block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`;
      digest = createHmac('sha256', serverSeed).update(message, 'utf8').digest();
      block += 1;
      offset = 0;
    }
    const value = digest.readUInt32BE(offset) / 2 ** 32;
    offset += 4;
    return value;
  };
}

/** A whole number in [0, n) from a uniform number. */
export const pick = (u: Uniform, n: number): number => Math.floor(u() * n);
