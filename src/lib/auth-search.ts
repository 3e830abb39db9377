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

/** Personal-centre pages, in the spec's order. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** Agent-centre pages (`?ac=`), in the spec's order; the contract pages show only when their flags are on. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecord2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealTimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const RootSearchSchema = v.object({
  modal: v.optional(v.picklist(AUTH_MODALS)),
  mc: v.optional(v.picklist(MEMBER_CENTRE_PAGES)),
  ac: v.optional(v.picklist(AGENT_CENTRE_PAGES)),
  /** Invitation from a referral link; prefilled in registration. */
  referralCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type RootSearch = v.InferOutput<typeof RootSearchSchema>;
