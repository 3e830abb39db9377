/** `GET /wps/relay/GCSGAME_gameVendor`: vendors grouped into category lanes. */
import * as v from 'valibot';

export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;
export const GameCategorySchema = v.picklist(GAME_CATEGORIES);
export type GameCategory = v.InferOutput<typeof GameCategorySchema>;

export const VendorCardSchema = v.object({
  accountTypeId: v.number(),
  accountTypeName: v.string(),
  displayName: v.string(),
  /** Vendor code, e.g. `WM`, `JDB`, `TCG_LOTTO_VN`. */
  vassalage: v.string(),
  gameType: v.string(),
  isHot: v.picklist([0, 1]),
  /** `VASSALAGE` opens the popup game list instead of launching. */
  isGame: v.string(),
  /** Image path relative to an image CDN, e.g. `TCG_PROD_IMAGES/LIVE_LIST_VENDOR/WM-WHITE.png`. */
  lagerIcon: v.string(),
});
export type VendorCard = v.InferOutput<typeof VendorCardSchema>;

export const VendorLaneSchema = v.object({
  title: v.string(),
  cards: v.array(VendorCardSchema),
  gameClassify: v.array(v.object({ key: v.string(), displayName: v.string(), gameCount: v.number() })),
});
export type VendorLane = v.InferOutput<typeof VendorLaneSchema>;

export const GameVendorsSchema = v.object({
  data: v.object({ lanes: v.array(VendorLaneSchema) }),
});
export type GameVendors = v.InferOutput<typeof GameVendorsSchema>;
