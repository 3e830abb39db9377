/**
 * The root route's search values: the overlay screens an address opens (`?mc=`, `?ac=`, `?modal=`,
 * so deep links work and Back closes them) and a referral invitation. A centre screen's id is typed
 * by its centre's table (`screen-ids.ts`): a link to an id no screen has does not compile. The first
 * visit carries no list of ids, so an address is checked here only for the shape of an id; one that
 * names no screen (an old or mistyped link) opens nothing over its page, since the centre finds no
 * row for it (`screenOf`, `app/screens/screen-table.ts`).
 */
import * as v from 'valibot';

import { AUTH_MODALS, type CentreParam, type ScreenId } from './screen-ids';

const isIdShaped = (value: unknown) => typeof value === 'string' && /^[A-Za-z][A-Za-z0-9]{0,63}$/.test(value);
const screenIdOf = <P extends CentreParam>() => v.fallback(v.optional(v.custom<ScreenId<P>>(isIdShaped)), undefined);

export const RootSearchSchema = v.object({
  modal: v.optional(v.picklist(AUTH_MODALS)),
  mc: screenIdOf<'mc'>(),
  ac: screenIdOf<'ac'>(),
  /** Invitation from a referral link; prefilled in registration. */
  referralCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type RootSearch = v.InferOutput<typeof RootSearchSchema>;
