/**
 * A disk cache of the demo pictures (PNG and WebP, the format in the key) shared by every platform
 * process on the machine (the e2e suite starts one per file): a picture is a pure function of its
 * key and of the drawing code, so the folder is named after a hash of that code and a stale
 * drawing is never served. Writes go through a temporary file and a rename (two processes drawing
 * one picture both succeed); any disk error just means drawing again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DRAWING_FILES = [
  'demo-pictures.ts',
  'art-emblems.ts',
  'art-emblems-table.ts',
  'art-paint.ts',
  'vector-raster.ts',
  'stroke-font.ts',
  'png-encoder.ts',
  'rgba-canvas.ts',
];

function drawingVersion(): string {
  const hash = createHash('sha256');
  for (const file of DRAWING_FILES) {
    try {
      hash.update(readFileSync(new URL(`./${file}`, import.meta.url)));
    } catch {
      hash.update(file);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const folder = process.env.TALA_PICTURE_CACHE ?? join(tmpdir(), `tala-demo-pictures-${drawingVersion()}`);
let usable = true;

// The key ends in the picture's format (`….png`, `….webp`): the file keeps it as its extension.
const fileOf = (key: string) =>
  join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}${/\.\w+$/.exec(key)?.[0] ?? ''}`);

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
    mkdirSync(folder, { recursive: true });
    const file = fileOf(key);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } catch {
    // A read-only or full disk: keep drawing in memory only.
    usable = false;
  }
}
