import { beforeEach, describe, expect, it } from 'vitest';
import {
  FLAG_HEIGHT,
  FLAG_WIDTH,
  LOGO_HEIGHT,
  LOGO_WIDTH,
  clearImageCache,
  renderBrandImage,
  renderCountryFlag,
  renderVendorLogo,
} from './vendor-logo.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which must directly follow the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('renderVendorLogo', () => {
  beforeEach(() => clearImageCache());

  it('is a PNG of the logo size', () => {
    expect(pngSize(renderVendorLogo('WM', 'LIVE'))).toEqual({ width: LOGO_WIDTH, height: LOGO_HEIGHT });
  });

  it('renders the same bytes twice, even without the cache', () => {
    const first = renderVendorLogo('JDB', 'RNG');
    expect(renderVendorLogo('JDB', 'RNG')).toBe(first);
    clearImageCache();
    const second = renderVendorLogo('JDB', 'RNG');
    expect(second).not.toBe(first);
    expect(second.equals(first)).toBe(true);
  });

  it('differs between vendors', () => {
    const codes = ['WM', 'JDB', 'AG', 'TCG_LOTTO_VN', 'DS88'];
    const images = codes.map((code) => renderVendorLogo(code, 'LIVE').toString('base64'));
    expect(new Set(images).size).toBe(codes.length);
  });

  it('stays under 8 KB for typical codes, including long ones', () => {
    for (const code of ['WM', 'JDB', 'TCG_LOTTO_VN', 'PRAGMATIC_PLAY_LIVE']) {
      expect(renderVendorLogo(code, 'LOTT').length).toBeLessThan(8 * 1024);
    }
  });
});

describe('renderCountryFlag', () => {
  it('is a deterministic 48×32 PNG that varies by country', () => {
    const vn = renderCountryFlag('vn');
    expect(pngSize(vn)).toEqual({ width: FLAG_WIDTH, height: FLAG_HEIGHT });
    clearImageCache();
    expect(renderCountryFlag('VN').equals(vn)).toBe(true);
    expect(renderCountryFlag('TH').equals(vn)).toBe(false);
  });
});

describe('renderBrandImage', () => {
  it('renders the requested size and rejects unreasonable ones', () => {
    expect(pngSize(renderBrandImage('WELCOME BONUS', 640, 200))).toEqual({ width: 640, height: 200 });
    expect(() => renderBrandImage('X', 0, 10)).toThrow(RangeError);
    expect(() => renderBrandImage('X', 10, 100_000)).toThrow(RangeError);
  });
});
