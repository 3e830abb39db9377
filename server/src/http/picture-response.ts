/**
 * Generated demo pictures as responses: PNG whatever the name's extension (`.png`, or `.webp`
 * when a client asks for it by name: the demo platform encodes no WebP, see
 * images/demo-pictures.ts), fetched by the app from any image CDN (hence
 * `Access-Control-Allow-Origin: *`), and cached for a year: a picture never changes under its URL.
 */
import type { Context } from 'hono';

import { MAX_PICTURE_SIDE } from '../images/demo-pictures.ts';

const PICTURE_HEADERS = {
  'Content-Type': 'image/png',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

export function pictureResponse(c: Context, png: Buffer): Response {
  return c.body(new Uint8Array(png), 200, PICTURE_HEADERS);
}

/** The picture file's name without its `.png`/`.webp` extension, or undefined. */
export function pictureName(file: string, pattern: RegExp): string | undefined {
  const match = /^(.+)\.(png|webp)$/i.exec(file);
  return match && pattern.test(match[1] as string) ? match[1] : undefined;
}

/**
 * The size a request asks for (`?w=`, `?h=`, one of them keeps the default's shape), clamped to
 * 16..MAX_PICTURE_SIDE and rounded to 8 px so the cache holds a few sizes, not one per pixel.
 */
export function requestedSize(
  c: Context,
  fallback: { width: number; height: number },
): { width: number; height: number } {
  const parse = (value: string | undefined) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? Math.min(MAX_PICTURE_SIDE, Math.max(16, Math.round(n / 8) * 8)) : undefined;
  };
  const w = parse(c.req.query('w'));
  const h = parse(c.req.query('h'));
  const ratio = fallback.height / fallback.width;
  if (w && h) return { width: w, height: h };
  if (w) return { width: w, height: Math.min(MAX_PICTURE_SIDE, Math.max(16, Math.round((w * ratio) / 8) * 8)) };
  if (h) return { width: Math.min(MAX_PICTURE_SIDE, Math.max(16, Math.round(h / ratio / 8) * 8)), height: h };
  return fallback;
}
