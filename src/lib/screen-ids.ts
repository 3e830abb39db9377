/**
 * The ids of the overlay screens: the one list the root route's search schema checks
 * (`root-search.ts`), the screen table's rows are keyed by (`app/screens/`) and every link is typed
 * by, so a wrong id does not compile. A centre lists its screens in menu order, each under the name
 * the code uses, with the spec's id as its value: the address keeps the spec's ids
 * (`?mc=depositv2`). The centre's guard (who may open it, `features/auth/route-guard.ts`) is
 * beside its search value, so the root route guards a navigation before the table has downloaded.
 *
 * It is part of the first visit: only names here, nothing else.
 */

/** The personal centre (`?mc=`): the code's name and the spec's id of each screen, in menu order. */
const MEMBER_SCREENS = {
  account: 'securityCenter',
  wallet: 'transferFund',
  deposit: 'depositv2',
  withdraw: 'withdraw',
  transferUpline: 'transferUpline',
  bettingRecord: 'personalHistoryCopy',
  accountRecord: 'transactionHistory',
  profitAndLoss: 'personalProfit',
  bonusDetails: 'bonusDetails',
  rewardCentre: 'rewardCenter',
  inviteFriends: 'referral',
  missions: 'missionLeaderboard',
  messages: 'messageV2',
  myGames: 'myGames',
} as const;

/** The agent centre (`?ac=`), the same way. */
const AGENT_SCREENS = {
  announcement: 'agentAnnouncement',
  teamOverview: 'agentTeamOverview',
  registerAccount: 'registerCenter',
  teamManagement: 'downlineManagmentView',
  teamBetting: 'personalHistoryCopy',
  memberProfit: 'palStatementsAgentCopy',
  income: 'agentRevenueReport',
  teamTransactions: 'agentDownlineTransactionDetailsCopy',
  dividend: 'agentDividendRecord2',
  dailyWage: 'agentDailyWages2',
  hourlyWage: 'agentHourSalary',
  realTimeSalary: 'agentRealTimeSalary',
} as const;

/** The search values that open a centre: whom it is for (its guard) and its screens. */
export const CENTRE_IDS = {
  mc: { guard: 'member', screens: MEMBER_SCREENS },
  ac: { guard: 'agent', screens: AGENT_SCREENS },
} as const;
export type CentreParam = keyof typeof CENTRE_IDS;
export const CENTRE_PARAMS = Object.keys(CENTRE_IDS) as CentreParam[];

type ScreensOf<P extends CentreParam> = (typeof CENTRE_IDS)[P]['screens'];
/** A centre screen's name in the code (`deposit`). */
export type ScreenName<P extends CentreParam> = P extends CentreParam ? keyof ScreensOf<P> : never;
/** A centre screen's id in the address (`depositv2`). */
export type ScreenId<P extends CentreParam> = P extends CentreParam ? ScreensOf<P>[keyof ScreensOf<P>] : never;
export type MemberScreenId = ScreenId<'mc'>;

/** The dialogs an address opens (`?modal=`: the account dialogs, the chat room); their names are their ids. */
export const AUTH_MODALS = [
  'login',
  'register',
  'forgot',
  'changePassword',
  'verify',
  'afterLogin',
  'firstLogin',
  'trial',
  'chatRoom',
] as const;
export type AuthModal = (typeof AUTH_MODALS)[number];
