import { inflateSync } from 'node:zlib';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { THEMES } from './art-emblems.ts';
import {
  bannerPicture,
  categoryPicture,
  drawThemed,
  gamePicture,
  themeFor,
  VENDOR_LOGO_SIZE,
  vendorLogo,
} from './demo-pictures.ts';

const gamePicturePng = (code: string, lane: string, width: number, height = width) =>
  gamePicture('png', code, lane, width, height);
const bannerPicturePng = (id: string, width: number, height: number) => bannerPicture('png', id, width, height);

/** Width, height and colour type from a PNG's IHDR, after checking the signature and IEND. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(png.subarray(png.length - 8, png.length - 4).toString('ascii')).toBe('IEND');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const colourType = png[25] as number;
  // The pixel data inflates to one filter byte plus a row of pixels per row.
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  expect(raw.length).toBe(height * (1 + width * (colourType === 6 ? 4 : 3)));
  return { width, height, colourType, raw };
}

describe('demo pictures', () => {
  it('draws a valid PNG at the size asked, for every kind', async () => {
    expect(readPng(await gamePicturePng('TALA_SLOT', 'RNG', 240))).toMatchObject({ width: 240, height: 240 });
    expect(readPng(await gamePicturePng('TALA_SLOT', 'RNG', 320, 200))).toMatchObject({ width: 320, height: 200 });
    expect(readPng(await bannerPicturePng('7', 1200, 400))).toMatchObject({ width: 1200, height: 400 });
    expect(readPng(await categoryPicture('png', 'LIVE', 160))).toMatchObject({ width: 160, height: 160 });
    expect(readPng(await vendorLogo('png', 'PRAGMATIC_PLAY_LIVE', 'LIVE'))).toMatchObject({
      ...VENDOR_LOGO_SIZE,
      colourType: 6, // a logo's rounded plate has transparent corners
    });
  });

  it('encodes WebP when asked, smaller than the PNG, kept apart from it in the cache', async () => {
    const webp = await gamePicture('webp', 'TALA_SLOT', 'RNG', 240);
    expect(webp.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240, hasAlpha: false });
    const png = await gamePicturePng('TALA_SLOT', 'RNG', 240);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(webp.length).toBeLessThan(png.length / 2);
    // asked again, each format answers its own bytes (from memory, the same buffer)
    expect(await gamePicture('webp', 'TALA_SLOT', 'RNG', 240)).toBe(webp);
    expect(await gamePicturePng('TALA_SLOT', 'RNG', 240)).toBe(png);
    // a logo keeps its transparent corners
    expect(await sharp(await vendorLogo('webp', 'JDB', 'RNG')).metadata()).toMatchObject({
      ...VENDOR_LOGO_SIZE,
      hasAlpha: true,
    });
  });

  it('gives two different games different pictures, and one game the same picture every time', async () => {
    const a = await gamePicturePng('JDB_FRUIT', 'RNG', 240);
    const b = await gamePicturePng('JDB_DRAGON', 'RNG', 240);
    expect(a.equals(b)).toBe(false);
    expect(readPng(a).raw.equals(readPng(b).raw)).toBe(false);
    // not only different bytes: visibly different (a large share of pixels differ)
    const pa = drawThemed('game:JDB_FRUIT', themeFor('JDB_FRUIT', 'RNG'), 240, 240).data;
    const pb = drawThemed('game:JDB_DRAGON', themeFor('JDB_DRAGON', 'RNG'), 240, 240).data;
    let differing = 0;
    for (let i = 0; i < pa.length; i++) if (pa[i] !== pb[i]) differing++;
    expect(differing / pa.length).toBeGreaterThan(0.3);
    expect((await gamePicturePng('JDB_FRUIT', 'RNG', 240)).equals(a)).toBe(true);
    const pictures = new Set(
      await Promise.all(
        Array.from({ length: 24 }, async (_, i) => (await gamePicturePng(`G${i}`, 'RNG', 96)).toString('base64')),
      ),
    );
    expect(pictures.size).toBe(24);
  });

  it('varies themes across a lane and fits each lane', () => {
    const themes = new Set(Array.from({ length: 40 }, (_, i) => themeFor(`GAME_${i}`, 'RNG')));
    expect(themes.size).toBeGreaterThanOrEqual(8);
    expect(themeFor('ANY', 'COCKFIGHT')).toBe('rooster');
    expect(themeFor('ANY', 'SPORTS')).toBe('ball');
    // a name that says what the game is about picks its theme, within the lane's themes
    expect(themeFor('X1', 'RNG', 'Mystic Dragon')).toBe('dragon');
    expect(themeFor('X2', 'RNG', 'Ocean King')).toBe('ocean');
    expect(themeFor('X3', 'LIVE', 'Ocean King')).not.toBe('ocean');
    expect(THEMES.length).toBeGreaterThanOrEqual(15);
  });

  it('tells vendors and banners apart and keeps pictures card-sized', async () => {
    expect((await vendorLogo('png', 'JDB', 'RNG')).equals(await vendorLogo('png', 'PG', 'RNG'))).toBe(false);
    expect((await bannerPicturePng('1', 600, 200)).equals(await bannerPicturePng('2', 600, 200))).toBe(false);
    expect((await gamePicturePng('SIZE_CHECK', 'RNG', 240)).length).toBeLessThan(60 * 1024);
    expect((await bannerPicturePng('1', 1200, 400)).length).toBeLessThan(120 * 1024);
    expect((await gamePicture('webp', 'SIZE_CHECK', 'RNG', 240)).length).toBeLessThan(16 * 1024);
    expect((await bannerPicture('webp', '1', 1200, 400)).length).toBeLessThan(40 * 1024);
  });

  it('refuses unreasonable sizes', async () => {
    await expect(gamePicturePng('X', 'RNG', 0)).rejects.toThrow(RangeError);
    await expect(bannerPicture('webp', 'X', 100_000, 10)).rejects.toThrow(RangeError);
  });
});
