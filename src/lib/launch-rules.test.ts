import { describe, expect, it } from 'vitest';

import type { VendorCard, VendorLane } from '#contract/vendor-schemas.ts';

import { buildNav } from '@/lib/nav-model';

import { gameAction, navAction, vendorAction } from './launch-rules';

const card = (vassalage: string, category: string, isGame = ''): VendorCard => ({
  accountTypeId: 1,
  accountTypeName: vassalage,
  displayName: vassalage,
  vassalage,
  gameType: category,
  isHot: 0,
  isGame,
  lagerIcon: `TCG_PROD_IMAGES/${category}_LIST_VENDOR/${vassalage}-WHITE.png`,
});
const lane = (title: string, codes: string[]): VendorLane => ({
  title,
  cards: codes.map((c) => card(c, title)),
  gameClassify: [],
});

/** One vendor in every category (SPORTS keeps one after the split). */
const singleVendorNav = buildNav([
  lane('ELOTT', ['TCG']),
  lane('LIVE', ['WM']),
  lane('SPORTS', ['BTI', 'AV', 'DS88']),
  lane('FISH', ['JDB']),
  lane('RNG', ['PNG']),
  lane('PVP', ['KP']),
]);
const item = (category: string) => {
  const found = singleVendorNav.find((n) => n.category === category);
  if (!found) throw new Error(category);
  return found;
};

describe('navAction', () => {
  it('launches PVP, SPORTS, FISH and LIVE directly when the category has exactly one vendor', () => {
    for (const [category, vendor] of [
      ['PVP', 'KP'],
      ['SPORTS', 'BTI'],
      ['FISH', 'JDB'],
      ['LIVE', 'WM'],
    ] as const) {
      expect(navAction(item(category), true)).toEqual({ kind: 'launch', target: { vassalage: vendor }, category });
    }
  });

  it('asks a guest to log in instead of launching directly', () => {
    expect(navAction(item('PVP'), false)).toEqual({ kind: 'login' });
  });

  it('always sends ESPORTS, COCKFIGHT, RNG and ELOTT to their pages, even with one vendor', () => {
    expect(navAction(item('ESPORTS'), true)).toEqual({ kind: 'page', to: '/esports' });
    expect(navAction(item('COCKFIGHT'), true)).toEqual({ kind: 'page', to: '/cockFight' });
    expect(navAction(item('RNG'), true)).toEqual({ kind: 'page', to: '/rng' });
    expect(navAction(item('ELOTT'), true)).toEqual({ kind: 'page', to: '/elott' });
  });

  it('goes to the page when a direct-launch category has more than one vendor', () => {
    const [live] = buildNav([lane('LIVE', ['WM', 'DG'])]);
    expect(live && navAction(live, true)).toEqual({ kind: 'page', to: '/live' });
  });
});

describe('vendorAction', () => {
  it('opens the popup game list for a VASSALAGE vendor, logged in or not', () => {
    expect(vendorAction('RNG', card('JDB', 'RNG', 'VASSALAGE'), false)).toEqual({
      kind: 'popup',
      vendor: 'JDB',
      category: 'RNG',
    });
    expect(vendorAction('LIVE', card('X', 'LIVE', 'VASSALAGE'), true)).toEqual({
      kind: 'popup',
      vendor: 'X',
      category: 'LIVE',
    });
  });

  it('uses the RNG start (remember, /rng?page=) for RNG vendors, without a login check', () => {
    expect(vendorAction('RNG', card('PNG', 'RNG'), false)).toEqual({ kind: 'rng', vendor: 'PNG' });
  });

  it("starts the lottery the vendor's way after a login check", () => {
    expect(vendorAction('LOTT', card('TCG_LOTTO_VN', 'LOTT'), true)).toEqual({
      kind: 'lottery',
      start: { to: '/vnlottery' },
    });
    expect(vendorAction('ELOTT', card('TCG_SEA', 'ELOTT'), true)).toEqual({
      kind: 'lottery',
      start: { to: '/lottery', search: { vendor: 'TCG_SEA', view: 'lobby' } },
    });
    expect(vendorAction('ELOTT', card('GPI', 'ELOTT'), true)).toEqual({
      kind: 'lottery',
      start: { to: '/lottery', search: { vendor: 'GPI', view: 'lobby' } },
    });
    expect(vendorAction('ELOTT', card('TCG', 'ELOTT'), true)).toEqual({
      kind: 'lottery',
      start: { to: '/lottery', search: { vendor: 'TCG', view: 'lobby' } },
    });
    expect(vendorAction('LOTT', card('TCG_LOTTO_VN', 'LOTT'), false)).toEqual({ kind: 'login' });
  });

  it('uses the generic start after a login check for the other categories', () => {
    expect(vendorAction('LIVE', card('WM', 'LIVE'), false)).toEqual({ kind: 'login' });
    expect(vendorAction('ESPORTS', card('AV', 'ESPORTS'), true)).toEqual({
      kind: 'launch',
      target: { vassalage: 'AV' },
      category: 'ESPORTS',
    });
  });
});

describe('gameAction', () => {
  it('launches a game or a room for members and asks guests to log in', () => {
    expect(gameAction({ vassalage: 'TALA', nodeId: 7 }, 'RNG', true)).toEqual({
      kind: 'launch',
      target: { vassalage: 'TALA', nodeId: 7 },
      category: 'RNG',
    });
    expect(gameAction({ vassalage: 'KP', roomId: 3 }, 'PVP', false)).toEqual({ kind: 'login' });
  });
});
