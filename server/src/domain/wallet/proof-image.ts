/**
 * The proof image of a "not received" answer: a `data:image/png|jpeg;base64,…` URL whose bytes
 * really are PNG or JPEG (magic bytes decide, not the declared type), at most 5 MB decoded.
 */
import { badParam } from '../refusal.ts';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export interface ProofImage {
  type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** Decodes and checks a proof image; anything else → request.param.err naming proofImage. */
export function parseProofImage(dataUrl: string): ProofImage {
  const match = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl.trim());
  if (!match) return badParam('proofImage', 'is invalid: a data:image/png or image/jpeg base64 URL is expected');
  const base64 = match[1] ?? '';
  // Decoded size from the Base64 length, before decoding anything big.
  if (
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) >
    MAX_PROOF_BYTES
  ) {
    return badParam('proofImage', 'is invalid: larger than 5 MB');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (startsWith(bytes, PNG)) return { type: 'image/png', bytes };
  if (startsWith(bytes, JPEG)) return { type: 'image/jpeg', bytes };
  return badParam('proofImage', 'is invalid: only PNG or JPEG images');
}
