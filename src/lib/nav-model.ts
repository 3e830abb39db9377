/**
 * Builds the header's category nav from the platform's vendor lanes, with the spec's rules:
 * SPORTS cards split into ESPORTS (after PVP) and COCKFIGHT (after LIVE), one item per non-empty
 * category, at most 11 vendors in a dropdown plus "more", a wider layout above 6 vendors. The
 * platform's vendor sorting entries, when it sends them, reorder categories and vendors; the nav,
 * the footer, the side menu and every lobby read this one model, so they all follow.
 */
import type { GameCategory, VendorCard, VendorLane, VendorSorting } from '#contract/vendor-schemas.ts';

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

/** Named items first, in the list's order; the others keep their order after them. */
function namedFirst<T>(items: readonly T[], names: readonly string[], nameOf: (item: T) => string): T[] {
  const rank = (item: T) => {
    const index = names.indexOf(nameOf(item));
    return index === -1 ? names.length : index;
  };
  // Array sort is stable, so items of equal rank (the unnamed ones) keep their order.
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** Applies the vendor sorting entries to the split categories; none → unchanged. */
export function applyVendorSorting(
  categories: Map<GameCategory, VendorCard[]>,
  sorting: readonly VendorSorting[],
): Map<GameCategory, VendorCard[]> {
  if (sorting.length === 0) return categories;
  const order = sorting.map((entry) => entry.gameCategory.toUpperCase());
  const entries = namedFirst([...categories], order, ([category]) => category);
  return new Map(
    entries.map(([category, vendors]) => {
      const named = sorting.find((entry) => entry.gameCategory.toUpperCase() === category)?.vendors ?? [];
      return [category, namedFirst(vendors, named, (card) => card.vassalage)];
    }),
  );
}

/** The nav items, in display order (the platform's vendor sorting when it sends one). */
export function buildNav(lanes: readonly VendorLane[], sorting: readonly VendorSorting[] = []): NavCategory[] {
  return [...applyVendorSorting(splitLanes(lanes), sorting)].map(([category, vendors]) => ({
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
  // A list without `lagerIcon`: the vendor's image at the spec's path on the image CDN.
  return cdnUrl(cdn, card.lagerIcon || vendorImagePath(card.gameType, card.vassalage));
}

/** The spec's vendor image path (§3): `TCG_PROD_IMAGES/{CATEGORY}_LIST_VENDOR/{vendor}-WHITE.png`. */
export function vendorImagePath(category: string, vassalage: string): string {
  return `TCG_PROD_IMAGES/${encodeURIComponent(category || 'RNG')}_LIST_VENDOR/${encodeURIComponent(vassalage)}-WHITE.png`;
}
