import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
  drawingFiles,
  pictureCacheVersion,
  pictureFolder,
  readCachedPicture,
  writeCachedPicture,
} from './picture-cache.ts';

describe('picture disk cache', () => {
  it('gives back what was stored under a key, and nothing for an unknown key', () => {
    const key = `test:${process.pid}:${Date.now()}`;
    expect(readCachedPicture(key)).toBeUndefined();
    writeCachedPicture(key, Buffer.from('png bytes'));
    expect(readCachedPicture(key)?.toString()).toBe('png bytes');
  });

  it("is versioned by the WebP encoder too: another sharp, libvips or libwebp is another folder's", () => {
    const installed = { sharp: sharp.versions.sharp, vips: sharp.versions.vips, webp: sharp.versions.webp };
    expect(pictureCacheVersion()).toBe(pictureCacheVersion(installed));
    const upgrades = [
      { ...installed, sharp: `${installed.sharp}.1` },
      { ...installed, vips: `${installed.vips}.1` },
      { ...installed, webp: `${installed.webp ?? ''}.1` },
    ];
    const versions = [installed, ...upgrades].map((encoder) => pictureCacheVersion(encoder));
    expect(new Set(versions).size).toBe(4);
  });

  it('is versioned by every module the drawing reaches, the themes, charms and fill included', () => {
    expect(drawingFiles()).toEqual(
      expect.arrayContaining([
        'demo-pictures.ts',
        'picture-themes.ts',
        'art-emblems.ts',
        'art-emblems-charms.ts',
        'art-emblems-table.ts',
        'art-paint.ts',
        'vector-raster.ts',
        'scanline-fill.ts',
        'stroke-font.ts',
        'png-encoder.ts',
        'rgba-canvas.ts',
      ]),
    );
    // Only what the drawing imports: the flags' SVG and the tests are no part of it.
    expect(drawingFiles().filter((file) => file.endsWith('.test.ts') || file === 'demo-art.ts')).toEqual([]);
  });

  it.skipIf(process.env.TALA_PICTURE_CACHE !== undefined)('keeps its pictures in the folder of that version', () => {
    expect(pictureFolder.endsWith(`tala-demo-pictures-${pictureCacheVersion()}`)).toBe(true);
  });
});
