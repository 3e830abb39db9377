/**
 * The root route's search values: the overlay screens an address opens (`?mc=`, `?ac=`, `?modal=`,
 * so deep links work and Back closes them) and a referral invitation. The screen ids are the typed
 * list of `screen-ids.ts`: a link to an id no screen has does not compile, and an address with one
 * (an old or mistyped link) opens nothing over its page.
 */
import * as v from 'valibot';

import { AUTH_MODALS, CENTRE_IDS, type CentreParam, type ScreenId } from './screen-ids';

const screenIdOf = <P extends CentreParam>(param: P) =>
  v.fallback(v.optional(v.picklist(Object.values(CENTRE_IDS[param].screens) as ScreenId<P>[])), undefined);

export const RootSearchSchema = v.object({
  modal: v.optional(v.picklist(AUTH_MODALS)),
  mc: screenIdOf('mc'),
  ac: screenIdOf('ac'),
  /** Invitation from a referral link; prefilled in registration. */
  referralCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type RootSearch = v.InferOutput<typeof RootSearchSchema>;
