import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { applyBrand, BrandFileError } from './brand.ts';
import { MASKABLE_SAFE_SIDE } from './icons.ts';
import { revisionOf } from './precache.ts';
import { LUCKY_STAR, makeTestDist, type TestDist } from './test-dist.ts';

let dist: TestDist;
let brandDir: string;
beforeEach(async () => {
  dist = await makeTestDist();
  brandDir = await mkdtemp(path.join(tmpdir(), 'tala-brandfile-'));
});
afterEach(async () => {
  await dist.remove();
  await rm(brandDir, { recursive: true, force: true });
});

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="50" fill="#ffd400"/></svg>`;
const BRAND = {
  ...LUCKY_STAR,
  logo: 'logo.svg',
  licence: 'Licensed by the Gaming Board',
};

async function brandFile(brand: object = BRAND): Promise<string> {
  await writeFile(path.join(brandDir, 'logo.svg'), LOGO);
  const file = path.join(brandDir, 'brand.json');
  await writeFile(file, JSON.stringify(brand));
  return file;
}

const read = (file: string) => readFile(path.join(dist.dir, file));

/** RGBA of one pixel of a written image. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(await read(file))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('brand kit', () => {
  it('writes the brand into config.json, the manifest, the icons, index.html and the precache list', async () => {
    const result = await applyBrand(dist.dir, await brandFile());
    expect(result.findings).toEqual([]);
    const config = JSON.parse((await read('config.json')).toString()) as {
      brand: Record<string, unknown>;
      merchant: string;
    };
    expect(config.merchant).toBe('tala01');
    expect(config.brand).toMatchObject({
      name: 'Lucky Star',
      logo: '/brand-logo.svg',
      colors: BRAND.colors,
      licence: BRAND.licence,
    });
    expect((await read('brand-logo.svg')).toString()).toBe(LOGO);

    const manifest = JSON.parse((await read('manifest.webmanifest')).toString()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Lucky Star',
      short_name: 'Lucky',
      theme_color: '#1d3fbb',
      background_color: '#0a1030',
    });

    const html = (await read('index.html')).toString();
    expect(html).toContain('<meta name="theme-color" content="#1d3fbb" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Lucky" />');
    expect(html).toContain('<title>Lucky Star</title>');
    expect(html).toMatch(/--color-primary:\s*#1d3fbb;/);
    // The precompressed copies are of the new bytes.
    expect(brotliDecompressSync(await read('index.html.br')).toString()).toBe(html);
    expect(gunzipSync(await read('index.html.gz')).toString()).toBe(html);

    // Every changed precached file has its new revision; sw.js changed, so installed apps update.
    const worker = (await read('sw.js')).toString();
    for (const file of ['index.html', 'pwa-192x192.png', 'favicon.svg', 'manifest.webmanifest', 'brand-logo.svg'])
      expect(worker).toContain(`{url:"${file}",revision:"${revisionOf(await read(file))}"}`);
    expect(worker).not.toContain('0123456789abcdef0123456789abcdef');
    expect(result.changed).toEqual(expect.arrayContaining(['sw.js', 'config.json', 'pwa-512x512.png']));
  });

  it('draws every icon at its size: maskable artwork inside the safe zone, the Apple icon opaque', async () => {
    await applyBrand(dist.dir, await brandFile());
    const sizes: Record<string, number> = {
      'pwa-192x192.png': 192,
      'pwa-512x512.png': 512,
      'maskable-icon-512x512.png': 512,
      'apple-touch-icon-180x180.png': 180,
    };
    for (const [file, size] of Object.entries(sizes)) {
      const meta = await sharp(await read(file)).metadata();
      expect([file, meta.format, meta.width, meta.height]).toEqual([file, 'png', size, size]);
    }
    // Apple: the corner is the primary colour, fully opaque.
    expect(await pixel('apple-touch-icon-180x180.png', 0, 0)).toEqual([0x1d, 0x3f, 0xbb, 255]);
    // Maskable: full bleed colour; the logo (yellow) reaches no further than the safe square.
    expect(await pixel('maskable-icon-512x512.png', 0, 0)).toEqual([0x1d, 0x3f, 0xbb, 255]);
    const edge = Math.floor((512 * (1 - MASKABLE_SAFE_SIDE)) / 2) - 2;
    expect(await pixel('maskable-icon-512x512.png', 256, edge)).toEqual([0x1d, 0x3f, 0xbb, 255]);
    expect(await pixel('maskable-icon-512x512.png', 256, 256)).toEqual([0xff, 0xd4, 0x00, 255]);
    // The launcher icons have transparent rounded corners.
    expect((await pixel('pwa-512x512.png', 0, 0))[3]).toBe(0);
    expect(await read('favicon.svg').then(String)).toMatch(/^<svg [^>]*><image [^>]*href="data:image\/png;base64,/);
  });

  it('uses a separate app icon full bleed, and precaches a PNG logo under its own name', async () => {
    const square = (colour: string, size: number) =>
      sharp({ create: { width: size, height: size, channels: 4, background: colour } })
        .png()
        .toBuffer();
    await writeFile(path.join(brandDir, 'icon.png'), await square('#e01010', 600));
    await writeFile(path.join(brandDir, 'logo.png'), await square('#ffd400', 120));
    const file = path.join(brandDir, 'brand.json');
    await writeFile(file, JSON.stringify({ ...BRAND, logo: 'logo.png', icon: 'icon.png', iconBackground: '#000000' }));
    const result = await applyBrand(dist.dir, file);
    expect(result.findings).toEqual([]);
    // The launcher icon is the app icon itself, with the rounded corners cut out.
    expect(await pixel('pwa-512x512.png', 256, 4)).toEqual([0xe0, 0x10, 0x10, 255]);
    expect((await pixel('pwa-512x512.png', 0, 0))[3]).toBe(0);
    // Maskable: the icon inside the safe zone on the icon background.
    expect(await pixel('maskable-icon-512x512.png', 256, 4)).toEqual([0, 0, 0, 255]);
    expect(await pixel('maskable-icon-512x512.png', 256, 256)).toEqual([0xe0, 0x10, 0x10, 255]);
    expect(await pixel('apple-touch-icon-180x180.png', 0, 0)).toEqual([0xe0, 0x10, 0x10, 255]);
    // The logo keeps its format; the precache list gains it.
    const config = JSON.parse((await read('config.json')).toString()) as { brand: { logo: string } };
    expect(config.brand.logo).toBe('/brand-logo.png');
    expect((await read('sw.js')).toString()).toContain(
      `{url:"brand-logo.png",revision:"${revisionOf(await read('brand-logo.png'))}"}`,
    );
  });

  it('refuses a brand file with an unreadable colour or a missing logo, naming the field', async () => {
    await expect(
      applyBrand(dist.dir, await brandFile({ ...BRAND, colors: { ...BRAND.colors, text: 'white-ish' } })),
    ).rejects.toThrow(/colors\.text: expected a colour: #rrggbb, #rgb, #rrggbbaa or rgb\(r g b\), found "white-ish"/);
    await expect(applyBrand(dist.dir, await brandFile({ ...BRAND, logo: 'nothing.svg' }))).rejects.toThrow(
      BrandFileError,
    );
    // Nothing was written.
    expect((JSON.parse((await read('config.json')).toString()) as { brand: { name: string } }).brand.name).toBe('Tala');
  });

  it('reports a brand whose text does not read on its primary colour', async () => {
    const result = await applyBrand(
      dist.dir,
      await brandFile({ ...BRAND, colors: { ...BRAND.colors, primary: '#b8c4ff' } }),
    );
    expect(result.findings).toEqual([
      expect.objectContaining({
        level: 'error',
        field: 'config.json brand.colors.text',
        expected: expect.stringContaining('on primary') as string,
      }),
    ]);
  });
});
