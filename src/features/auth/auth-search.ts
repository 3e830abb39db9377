/** Search params that open the account overlays, so deep links work and Back closes them. */
import * as v from 'valibot';

export const AUTH_MODALS = ['login', 'register', 'forgot', 'changePassword', 'verify', 'afterLogin', 'firstLogin', 'trial'] as const;
export type AuthModal = (typeof AUTH_MODALS)[number];

/** Personal-centre pages, in the spec's order (only those built so far). */
export const MEMBER_CENTRE_PAGES = ['securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'transactionHistory', 'missionLeaderboard', 'messageV2'] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export const RootSearchSchema = v.object({
  modal: v.optional(v.picklist(AUTH_MODALS)),
  mc: v.optional(v.picklist(MEMBER_CENTRE_PAGES)),
  /** Invitation from a referral link; prefilled in registration. */
  referralCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type RootSearch = v.InferOutput<typeof RootSearchSchema>;
