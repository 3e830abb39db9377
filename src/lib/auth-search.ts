/** Search params that open the account overlays, so deep links work and Back closes them. */
import * as v from 'valibot';

export const AUTH_MODALS = [
  'login',
  'register',
  'forgot',
  'changePassword',
  'verify',
  'afterLogin',
  'firstLogin',
  'trial',
] as const;
export type AuthModal = (typeof AUTH_MODALS)[number];

/**
 * A centre screen's id (`?mc=` personal centre, `?ac=` agent centre): the screen table
 * (`app/screens/screen-table.ts`) declares the ids; an id no row has says "not available".
 */
const ScreenIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/));

export const RootSearchSchema = v.object({
  modal: v.optional(v.picklist(AUTH_MODALS)),
  mc: v.optional(ScreenIdSchema),
  ac: v.optional(ScreenIdSchema),
  /** Invitation from a referral link; prefilled in registration. */
  referralCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type RootSearch = v.InferOutput<typeof RootSearchSchema>;
