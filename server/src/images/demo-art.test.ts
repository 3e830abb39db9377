import { describe, expect, it } from 'vitest';

import { bannerSvg, flagSvg, gameTileSvg, vendorLogoSvg } from './demo-art.ts';

const size = (svg: string) => /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number);

describe('demo artwork', () => {
  it('draws each kind at its size, in a few kilobytes at most', () => {
    expect(size(bannerSvg('Welcome bonus 100%', 1200, 400))).toEqual([1200, 400]);
    expect(size(vendorLogoSvg('TCG_LOTTO_VN', 'LOTT'))).toEqual([240, 96]);
    expect(size(gameTileSvg('Tala Fortune', 'RNG', 240))).toEqual([240, 240]);
    expect(size(flagSvg('vn'))).toEqual([48, 32]);
    for (const svg of [
      bannerSvg('A long promotion title that needs two lines to fit', 1200, 400),
      vendorLogoSvg('PRAGMATIC_PLAY_LIVE', 'LIVE'),
      gameTileSvg('Mahiwagang Dragon ng Kayamanan', 'FISH', 240),
    ]) {
      expect(svg.length).toBeLessThan(4 * 1024);
    }
  });

  it('sets text as real type, escaped, in the language it came in', () => {
    const svg = bannerSvg('Nạp <lần> đầu & "thưởng"', 1200, 400);
    expect(svg).toContain('Nạp &#60;lần&#62; đầu &#38; &#34;thưởng&#34;');
    expect(svg).not.toMatch(/<lần>|<script/);
    expect(svg).toContain('font-family="system-ui');
    expect(gameTileSvg('塔拉财富', 'RNG', 240)).toContain('塔拉财富');
  });

  it('wraps a long title onto two lines and keeps a short one on one', () => {
    expect(bannerSvg('Weekly cashback for every slot player on Tala', 1200, 400).match(/<tspan/g)?.length).toBe(4);
    expect(bannerSvg('VIP', 1200, 400).match(/<tspan/g)?.length).toBe(2);
  });

  it('is deterministic and tells vendors, games and countries apart', () => {
    expect(vendorLogoSvg('JDB', 'RNG')).toBe(vendorLogoSvg('JDB', 'RNG'));
    const logos = ['WM', 'JDB', 'AG', 'TCG_LOTTO_VN', 'DS88'].map((code) => vendorLogoSvg(code, 'LIVE'));
    expect(new Set(logos).size).toBe(5);
    expect(flagSvg('VN')).toBe(flagSvg('vn'));
    expect(flagSvg('TH')).not.toBe(flagSvg('VN'));
    expect(gameTileSvg('A', 'LIVE', 240)).not.toBe(gameTileSvg('A', 'FISH', 240));
  });

  it('refuses unreasonable sizes', () => {
    expect(() => bannerSvg('X', 0, 10)).toThrow(RangeError);
    expect(() => gameTileSvg('X', 'RNG', 100_000)).toThrow(RangeError);
  });
});
