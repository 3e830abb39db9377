/**
 * A disk cache of the demo pictures (PNG and WebP, the format in the key) shared by every platform
 * process on the machine (the e2e suite starts one per file): a picture is a pure function of its
 * key, of the drawing code and of the WebP encoder (sharp, over libvips and libwebp), so the folder
 * is named after a hash of that code and of the encoder's versions, and a stale drawing or an
 * older encoder's bytes are never served. Writes go through a temporary file and a rename (two
 * processes drawing one picture both succeed); any disk error just means drawing again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';

/** Reads one of this folder's files, or null (a bundled build has none beside it). */
function sourceOf(file: string): Buffer | null {
  try {
    return readFileSync(new URL(`./${file}`, import.meta.url));
  } catch {
    return null;
  }
}

/**
 * The drawing code: demo-pictures.ts and every module of this folder it reaches through its
 * imports, found by reading them (a list kept by hand missed the themes, the charms and the fill).
 */
export function drawingFiles(): string[] {
  const found = ['demo-pictures.ts'];
  // The list grows as it is walked: each module's own imports join it once.
  for (const file of found) {
    const source = sourceOf(file)?.toString('utf8') ?? '';
    for (const [, imported] of source.matchAll(/from '\.\/([\w-]+\.ts)'/g))
      if (imported && !found.includes(imported)) found.push(imported);
  }
  return found.sort();
}

/** The versions of what encodes the WebP (`sharp.versions`): sharp itself, libvips, libwebp. */
interface EncoderVersions {
  sharp: string;
  vips: string;
  webp?: string | undefined;
}

/** The cache's version: a hash of the drawing code and of the encoder's versions (a new one may write other bytes). */
export function pictureCacheVersion(encoder: EncoderVersions = sharp.versions): string {
  const hash = createHash('sha256');
  for (const file of drawingFiles()) hash.update(sourceOf(file) ?? file);
  hash.update(`\0sharp ${encoder.sharp} vips ${encoder.vips} webp ${encoder.webp ?? '-'}`);
  return hash.digest('hex').slice(0, 16);
}

/** The folder of this drawing code's and encoder's pictures (or `TALA_PICTURE_CACHE`). */
export const pictureFolder =
  process.env.TALA_PICTURE_CACHE ?? join(tmpdir(), `tala-demo-pictures-${pictureCacheVersion()}`);
let usable = true;

// The key ends in the picture's format (`….png`, `….webp`): the file keeps it as its extension.
const fileOf = (key: string) =>
  join(pictureFolder, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}${/\.\w+$/.exec(key)?.[0] ?? ''}`);

export function readCachedPicture(key: string): Buffer | undefined {
  if (!usable) return undefined;
  try {
    return readFileSync(fileOf(key));
  } catch {
    return undefined;
  }
}

export function writeCachedPicture(key: string, bytes: Buffer): void {
  if (!usable) return;
  try {
    mkdirSync(pictureFolder, { recursive: true });
    const file = fileOf(key);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } catch {
    // A read-only or full disk: keep drawing in memory only.
    usable = false;
  }
}
