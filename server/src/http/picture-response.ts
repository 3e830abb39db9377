/**
 * Generated demo pictures as responses: in the format the name's extension asks (`.png` or
 * `.webp`, images/demo-pictures.ts), fetched by the app from any image CDN (hence
 * `Access-Control-Allow-Origin: *`), and cached for a year: a picture never changes under its URL.
 */
import type { Context } from 'hono';
import * as v from 'valibot';

import { queryNumber } from '#contract/request-schemas.ts';

import { MAX_PICTURE_SIDE, type PictureFormat } from '../images/demo-pictures.ts';

const PICTURE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

export function pictureResponse(c: Context, format: PictureFormat, bytes: Buffer): Response {
  return c.body(new Uint8Array(bytes), 200, { ...PICTURE_HEADERS, 'Content-Type': `image/${format}` });
}

/** A picture file's name without its extension, and the format that extension asks. */
interface PictureFile {
  name: string;
  format: PictureFormat;
}

/** The picture file's name and format (`.png`/`.webp`, any case), or undefined. */
function pictureName(file: string, pattern: RegExp): PictureFile | undefined {
  const match = /^(.+)\.(png|webp)$/i.exec(file);
  if (!match || !pattern.test(match[1] as string)) return undefined;
  return { name: match[1] as string, format: match[2]?.toLowerCase() === 'webp' ? 'webp' : 'png' };
}

/**
 * A picture's file name in the path (`{name}.png` or `.webp`): its name and format when the name
 * matches `pattern`, else `undefined` (no such picture: 404).
 */
export const pictureFile = (pattern: RegExp) =>
  v.pipe(
    v.string(),
    v.transform((file) => pictureName(file, pattern)),
  );

/** A side clamped to 16..MAX_PICTURE_SIDE and rounded to 8 px, so the cache holds a few sizes, not one per pixel. */
const clampSide = (side: number): number => Math.min(MAX_PICTURE_SIDE, Math.max(16, Math.round(side / 8) * 8));

/** `?w=` or `?h=`: whole pixels from 1 (an empty value reads as absent), clamped as documented. */
const side = v.pipe(
  queryNumber('a whole number of pixels', 1, 6),
  v.transform((pixels) => (pixels === undefined ? undefined : clampSide(pixels))),
);

/** The size a picture request asks for (`?w=`, `?h=`, one of them keeps the default's shape). */
export const PictureSizeQuery = v.object({ w: side, h: side });

/** The size to draw: the one asked (`PictureSizeQuery`), the other side from the default's shape, else the default. */
export function requestedSize(
  { w, h }: v.InferOutput<typeof PictureSizeQuery>,
  fallback: { width: number; height: number },
): { width: number; height: number } {
  const ratio = fallback.height / fallback.width;
  if (w && h) return { width: w, height: h };
  if (w) return { width: w, height: clampSide(w * ratio) };
  if (h) return { width: clampSide(h / ratio), height: h };
  return fallback;
}
