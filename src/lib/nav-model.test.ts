import { describe, expect, it } from 'vitest';

import type { VendorCard, VendorLane } from '#contract/vendor-schemas.ts';

import { brandLogoUrl } from './brand-logo';
import { buildNav, vendorImageUrl } from './nav-model';

const card = (vassalage: string, category = 'RNG'): VendorCard => ({
  accountTypeId: 1,
  accountTypeName: vassalage,
  displayName: vassalage,
  vassalage,
  gameType: category,
  isHot: 0,
  isGame: '',
  lagerIcon: `TCG_PROD_IMAGES/${category}_LIST_VENDOR/${vassalage}-WHITE.png`,
});
const lane = (title: string, codes: string[]): VendorLane => ({
  title,
  cards: codes.map((c) => card(c, title)),
  gameClassify: [],
});

describe('buildNav', () => {
  it('splits SPORTS into ESPORTS after PVP and COCKFIGHT after LIVE', () => {
    const nav = buildNav([
      lane('LIVE', ['WM', 'DG']),
      lane('SPORTS', ['BTI', 'AV', 'IMES', 'DS88', 'DIG', 'PIN']),
      lane('PVP', ['KP']),
      lane('RNG', ['JDB']),
    ]);
    expect(nav.map((n) => n.category)).toEqual(['LIVE', 'COCKFIGHT', 'SPORTS', 'RNG', 'PVP', 'ESPORTS']);
    expect(nav.find((n) => n.category === 'ESPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['AV', 'IMES']);
    expect(nav.find((n) => n.category === 'COCKFIGHT')?.path).toBe('/cockFight');
    // "more" and the footer go to the lowercased category (spec §2).
    expect(nav.find((n) => n.category === 'COCKFIGHT')?.href).toBe('/cockfight');
    expect(nav.find((n) => n.category === 'LIVE')?.href).toBe('/live');
    expect(nav.find((n) => n.category === 'SPORTS')?.vendors.map((v) => v.vassalage)).toEqual(['BTI', 'PIN']);
  });

  it("orders the categories and their vendors by the platform's vendor sorting entries when it sends them", () => {
    const lanes = [
      lane('LIVE', ['WM', 'DG', 'SA']),
      lane('SPORTS', ['BTI', 'AV', 'IMES']),
      lane('RNG', ['JDB', 'PNG', 'CQ9']),
      lane('PVP', ['KP']),
    ];
    const sorting = [
      { gameCategory: 'rng', vendors: ['CQ9', 'JDB', 'GONE'] },
      { gameCategory: 'ESPORTS', vendors: ['IMES'] },
      { gameCategory: 'LIVE', vendors: ['SA'] },
      { gameCategory: 'NOPE', vendors: ['X'] },
    ];
    const nav = buildNav(lanes, sorting);
    // Named categories first, in the entries' order; the rest keep their places after them.
    expect(nav.map((n) => n.category)).toEqual(['RNG', 'ESPORTS', 'LIVE', 'SPORTS', 'PVP']);
    // Named vendors first, in the list's order; unnamed ones follow in the platform's order.
    const codes = (category: string) => nav.find((n) => n.category === category)?.vendors.map((card) => card.vassalage);
    expect(codes('RNG')).toEqual(['CQ9', 'JDB', 'PNG']);
    expect(codes('LIVE')).toEqual(['SA', 'WM', 'DG']);
    expect(codes('ESPORTS')).toEqual(['IMES', 'AV']);
    expect(nav[0]?.dropdown.map((card) => card.vassalage)).toEqual(['CQ9', 'JDB', 'PNG']);
    // Absent (or empty): the current order.
    for (const none of [undefined, []]) {
      expect(buildNav(lanes, none).map((n) => n.category)).toEqual(['LIVE', 'SPORTS', 'RNG', 'PVP', 'ESPORTS']);
      expect(buildNav(lanes, none)[0]?.vendors.map((card) => card.vassalage)).toEqual(['WM', 'DG', 'SA']);
    }
  });

  it('drops empty categories and unknown lanes', () => {
    const nav = buildNav([lane('FISH', []), lane('ELOTT', ['TCG']), lane('UNKNOWN', ['X'])]);
    expect(nav.map((n) => n.category)).toEqual(['ELOTT']);
    expect(nav[0]?.path).toBe('/elott');
  });

  it('limits the dropdown to 11 with "more", and widens above 6', () => {
    const codes = Array.from({ length: 14 }, (_, i) => `V${i}`);
    const [rng] = buildNav([lane('RNG', codes)]);
    expect(rng?.dropdown).toHaveLength(11);
    expect(rng?.hasMore).toBe(true);
    expect(rng?.isWide).toBe(true);
    const [small] = buildNav([lane('RNG', codes.slice(0, 6))]);
    expect(small?.hasMore).toBe(false);
    expect(small?.isWide).toBe(false);
    const [seven] = buildNav([lane('RNG', codes.slice(0, 7))]);
    expect(seven?.isWide).toBe(true);
  });

  it('marks direct launch only for PVP, SPORTS, FISH and LIVE with exactly one vendor', () => {
    const nav = buildNav([
      lane('PVP', ['KP']),
      lane('RNG', ['JDB']),
      lane('LIVE', ['WM', 'DG']),
      lane('SPORTS', ['AV']),
    ]);
    expect(nav.find((n) => n.category === 'PVP')?.directLaunchVendor?.vassalage).toBe('KP');
    expect(nav.find((n) => n.category === 'RNG')?.directLaunchVendor).toBeNull();
    expect(nav.find((n) => n.category === 'LIVE')?.directLaunchVendor).toBeNull();
    // SPORTS held only an e-sports vendor, so SPORTS itself is empty and ESPORTS never launches directly.
    expect(nav.find((n) => n.category === 'ESPORTS')?.directLaunchVendor).toBeNull();
  });

  it('maps BTI and TCG images to the brand logo, loaded from the app origin and never from the image CDN', () => {
    const cdn = 'https://img.cdn.example';
    const origin = 'https://play.example';
    const logo = brandLogoUrl('/brand-logo.svg', [cdn], origin);
    // Root-relative: the browser loads it from the page's own origin, whatever the route.
    expect(logo).toBe('/brand-logo.svg');
    expect(brandLogoUrl('brand/logo.svg', [cdn], origin)).toBe('/brand/logo.svg');
    expect(brandLogoUrl('./brand/logo.svg?v=2', [cdn], origin)).toBe('/brand/logo.svg?v=2');
    expect(vendorImageUrl(card('BTI', 'SPORTS'), cdn, logo)).toBe('/brand-logo.svg');
    expect(vendorImageUrl(card('TCG', 'ELOTT'), cdn, logo)).toBe('/brand-logo.svg');
    expect(vendorImageUrl(card('WM', 'LIVE'), cdn, logo)).toBe(
      'https://img.cdn.example/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/WM-WHITE.png',
    );
  });

  it("falls back to the spec's vendor image path when a list lacks lagerIcon", () => {
    const cdn = 'https://img.cdn.example';
    expect(vendorImageUrl({ ...card('JDB', 'FISH'), lagerIcon: '' }, cdn, null)).toBe(
      'https://img.cdn.example/TCG_PROD_IMAGES/FISH_LIST_VENDOR/JDB-WHITE.png',
    );
    expect(vendorImageUrl({ ...card('JDB', 'FISH'), lagerIcon: 'custom/jdb.png' }, cdn, null)).toBe(
      'https://img.cdn.example/custom/jdb.png',
    );
  });

  it('lets an absolute brand logo through only from the app origin or an image CDN', () => {
    const cdn = 'https://img.cdn.example';
    const origin = 'https://play.example';
    expect(brandLogoUrl('https://img.cdn.example/tala.svg', [cdn], origin)).toBe('https://img.cdn.example/tala.svg');
    expect(brandLogoUrl('https://play.example/tala.svg', [], origin)).toBe('https://play.example/tala.svg');
    expect(brandLogoUrl('https://evil.example/tala.svg', [cdn], origin)).toBeNull();
    expect(brandLogoUrl('//evil.example/tala.svg', [cdn], origin)).toBeNull();
    expect(brandLogoUrl('javascript:alert(1)', [cdn], origin)).toBeNull();
    // A refused logo: the brand vendors fall back to their own picture on the CDN.
    expect(vendorImageUrl(card('TCG', 'ELOTT'), cdn, null)).toBe(
      'https://img.cdn.example/TCG_PROD_IMAGES/ELOTT_LIST_VENDOR/TCG-WHITE.png',
    );
  });
});
