/**
 * Builds the header's category nav from the platform's vendor lanes, with the spec's rules:
 * SPORTS cards split into ESPORTS (after PVP) and COCKFIGHT (after LIVE), one item per non-empty
 * category, at most 11 vendors in a dropdown plus "more", a wider layout above 6 vendors.
 */
import type { GameCategory, VendorCard, VendorLane } from '#contract/vendor-schemas.ts';

import { cdnUrl } from './pick-cdn';

export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG'];
export const DROPDOWN_LIMIT = 11;
export const WIDE_LAYOUT_ABOVE = 6;

const BASE_ORDER: readonly GameCategory[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'];

/** Route paths; /cockFight also answers /cockfight (routes match case-insensitively). */
export type CategoryPath = '/elott' | '/live' | '/sports' | '/fish' | '/rng' | '/pvp' | '/esports' | '/cockFight';

export const CATEGORY_PATHS: Record<GameCategory, CategoryPath> = {
  ELOTT: '/elott',
  LOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockFight',
};

/** Categories whose nav click launches the game directly when they hold exactly one vendor. */
const DIRECT_LAUNCH: ReadonlySet<GameCategory> = new Set(['PVP', 'SPORTS', 'FISH', 'LIVE']);

export interface NavCategory {
  category: GameCategory;
  path: CategoryPath;
  vendors: readonly VendorCard[];
  dropdown: readonly VendorCard[];
  hasMore: boolean;
  isWide: boolean;
  /** The single vendor to launch straight away, when the spec's rule applies. */
  directLaunchVendor: VendorCard | null;
  /**
   * Where "more" and the footer link go: the lowercased category (spec §2, /cockfight), taken
   * from the path because LOTT has no page of its own. Routes match case-insensitively.
   */
  href: string;
}

/** Splits SPORTS into SPORTS, ESPORTS and COCKFIGHT and orders the categories. */
export function splitLanes(lanes: readonly VendorLane[]): Map<GameCategory, VendorCard[]> {
  const byCategory = new Map<GameCategory, VendorCard[]>();
  const add = (category: GameCategory, card: VendorCard) => {
    const list = byCategory.get(category) ?? [];
    list.push(card);
    byCategory.set(category, list);
  };
  for (const lane of lanes) {
    const title = lane.title.toUpperCase() as GameCategory;
    if (!(title in CATEGORY_PATHS)) continue;
    for (const card of lane.cards) {
      if (title === 'SPORTS' && ESPORTS_VENDORS.includes(card.vassalage)) add('ESPORTS', card);
      else if (title === 'SPORTS' && COCKFIGHT_VENDORS.includes(card.vassalage)) add('COCKFIGHT', card);
      else add(title, card);
    }
  }
  const order: GameCategory[] = [];
  for (const category of BASE_ORDER) {
    order.push(category);
    if (category === 'LIVE') order.push('COCKFIGHT');
    if (category === 'PVP') order.push('ESPORTS');
  }
  return new Map(order.filter((c) => (byCategory.get(c)?.length ?? 0) > 0).map((c) => [c, byCategory.get(c) ?? []]));
}

/** The nav items, in display order. */
export function buildNav(lanes: readonly VendorLane[]): NavCategory[] {
  return [...splitLanes(lanes)].map(([category, vendors]) => ({
    category,
    path: CATEGORY_PATHS[category],
    vendors,
    dropdown: vendors.slice(0, DROPDOWN_LIMIT),
    hasMore: vendors.length > DROPDOWN_LIMIT,
    isWide: Math.min(vendors.length, DROPDOWN_LIMIT) > WIDE_LAYOUT_ABOVE,
    directLaunchVendor: DIRECT_LAUNCH.has(category) && vendors.length === 1 ? (vendors[0] ?? null) : null,
    href: CATEGORY_PATHS[category].toLowerCase(),
  }));
}

/**
 * A vendor's image: BTI and TCG show the operator's brand logo (spec §3), already resolved against
 * the app's origin (`brandLogoUrl`); every other vendor's image is its path on the image CDN, as is
 * the brand vendors' own when the logo was refused.
 */
export function vendorImageUrl(card: VendorCard, cdn: string, brandLogo: string | null): string {
  if ((card.vassalage === 'BTI' || card.vassalage === 'TCG') && brandLogo) return brandLogo;
  return cdnUrl(cdn, card.lagerIcon);
}
