/**
 * Search params of `/game`: what to launch, never the launch URL itself (launch tokens are single
 * use, so a reload must relaunch). `nodeId` names a game, `roomId` a PVP room; `vassalage` alone
 * launches the vendor's lobby. `gameType` only says which lobby "back" returns to. The schema is
 * the route's (first visit); `game-target.ts` turns the params into a launch and back.
 */
import * as v from 'valibot';

import { GAME_CATEGORIES } from '#contract/vendor-schemas.ts';

/** The router hands numbers over as numbers and odd input as strings: accept both, keep positive integers. */
const IdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/))]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
);
const VendorSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^[A-Za-z0-9_]{1,40}$/));

export const GameSearchSchema = v.object({
  vassalage: v.optional(v.fallback(v.optional(VendorSchema), undefined)),
  nodeId: v.optional(v.fallback(v.optional(IdSchema), undefined)),
  roomId: v.optional(v.fallback(v.optional(IdSchema), undefined)),
  gameType: v.optional(v.fallback(v.optional(v.picklist(GAME_CATEGORIES)), undefined)),
});
export type GameSearch = v.InferOutput<typeof GameSearchSchema>;
