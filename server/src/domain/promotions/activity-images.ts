/**
 * Activity-apply images: `data:image/png|jpeg;base64,…` URLs whose bytes really are PNG or JPEG
 * (magic bytes decide, not the declared type: a GIF renamed .png is refused), each at most 5 MB
 * decoded, at most 3.
 */
import { APPLY_LIMITS } from '#contract/promotion-schemas.ts';

import { refuse } from '../refusal.ts';

export interface ActivityImage {
  type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** Decodes one image; a wrong type → `activity.image.type`, too big → `activity.image.size`. */
export function parseActivityImage(dataUrl: string, index: number): ActivityImage {
  const match = /^data:image\/[a-z+.-]{1,20};base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl.trim());
  if (!match) return refuse('activity.image.type', `Image ${index + 1} is not a PNG or JPEG image`);
  const base64 = match[1] ?? '';
  const decoded = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (decoded > APPLY_LIMITS.imageBytes) refuse('activity.image.size', `Image ${index + 1} is larger than 5 MB`);
  const bytes = Buffer.from(base64, 'base64');
  if (startsWith(bytes, PNG)) return { type: 'image/png', bytes };
  if (startsWith(bytes, JPEG)) return { type: 'image/jpeg', bytes };
  return refuse('activity.image.type', `Image ${index + 1} is not a PNG or JPEG image`);
}

export function parseActivityImages(dataUrls: readonly string[]): ActivityImage[] {
  if (dataUrls.length > APPLY_LIMITS.images) refuse('activity.image.count', 'At most 3 images');
  return dataUrls.map(parseActivityImage);
}
