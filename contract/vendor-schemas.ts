/** `GET /wps/relay/GCSGAME_gameVendor`: vendors grouped into category lanes. */
import * as v from 'valibot';

import { LooseNumberSchema, LooseStringSchema, optionalOr, tolerantArray } from './tolerant.ts';

export const GAME_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export const GameCategorySchema = v.picklist(GAME_CATEGORIES);
export type GameCategory = v.InferOutput<typeof GameCategorySchema>;

/**
 * A vendor card. The contract documents `{vassalage, displayName, gameType, lagerIcon …}`; only
 * `vassalage` is required (it is what a launch sends); the name falls back to the code.
 */
export const VendorCardSchema = v.pipe(
  v.object({
    accountTypeId: optionalOr(LooseNumberSchema, 0),
    accountTypeName: optionalOr(LooseStringSchema, ''),
    displayName: optionalOr(LooseStringSchema, ''),
    /** Vendor code, e.g. `WM`, `JDB`, `TCG_LOTTO_VN`. */
    vassalage: v.pipe(LooseStringSchema, v.minLength(1)),
    gameType: optionalOr(LooseStringSchema, ''),
    isHot: optionalOr(
      v.pipe(
        LooseNumberSchema,
        v.transform((n): 0 | 1 => (n === 1 ? 1 : 0)),
      ),
      0,
    ),
    /** `VASSALAGE` opens the popup game list instead of launching. */
    isGame: optionalOr(LooseStringSchema, ''),
    /** Image path relative to an image CDN, e.g. `TCG_PROD_IMAGES/LIVE_LIST_VENDOR/WM-WHITE.png`. */
    lagerIcon: optionalOr(LooseStringSchema, ''),
  }),
  v.transform((card) => ({ ...card, displayName: card.displayName || card.vassalage })),
);
export type VendorCard = v.InferOutput<typeof VendorCardSchema>;

/** A lane: `title` is the category (required: the nav is built from it), cards read tolerantly. */
export const VendorLaneSchema = v.object({
  title: v.pipe(LooseStringSchema, v.minLength(1)),
  cards: tolerantArray(VendorCardSchema),
  gameClassify: tolerantArray(
    v.object({
      key: LooseStringSchema,
      displayName: optionalOr(LooseStringSchema, ''),
      gameCount: optionalOr(LooseNumberSchema, 0),
    }),
  ),
});
export type VendorLane = v.InferOutput<typeof VendorLaneSchema>;

/**
 * A vendor sorting entry (spec §3: "gameCategory and vendors list"): where the category stands in
 * the nav and the order of its vendors. The shared contract shows no wire shape, so ours travels
 * with the lanes (`value.data.vendorSorting`, docs/contract.md §4); a vendor is named by its code,
 * or by a card carrying `vassalage`.
 */
export const VendorSortingSchema = v.object({
  gameCategory: v.pipe(LooseStringSchema, v.minLength(1)),
  vendors: tolerantArray(
    v.union([
      v.pipe(LooseStringSchema, v.minLength(1)),
      v.pipe(
        v.object({ vassalage: v.pipe(LooseStringSchema, v.minLength(1)) }),
        v.transform((entry) => entry.vassalage),
      ),
    ]),
  ),
});
export type VendorSorting = v.InferOutput<typeof VendorSortingSchema>;

/**
 * `value.data.lanes[]` (contract §4.5); unreadable lanes are dropped, not the whole nav. The
 * optional `vendorSorting` orders the nav and lobbies; absent, the lanes' own order stands.
 */
export const GameVendorsSchema = v.object({
  data: v.object({ lanes: tolerantArray(VendorLaneSchema), vendorSorting: tolerantArray(VendorSortingSchema) }),
});
export type GameVendors = v.InferOutput<typeof GameVendorsSchema>;
