/** The points mall's `tab` search param (kept apart from the page so the route stays light). */
import * as v from 'valibot';

export const POINT_MALL_TABS = ['rewards', 'history', 'details', 'convert'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

export const PointMallSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(POINT_MALL_TABS), 'rewards'), 'rewards'),
});
