/**
 * The screens an address's search value opens (`?mc=` personal centre, `?ac=` agent centre,
 * `?modal=` account dialogs; the spec's page ids stay the URLs): this table is their one
 * declaration. A row gives the screen's title (menu entry, sheet or dialog title and the document's
 * title), its page (code loaded on demand), the data it shows first and, when a menu entry depends
 * on the member, when it shows; a dialog's row also its guard. Its id is the row's key: the menu follows
 * the rows' order, the address is checked against the keys (an unknown id says "not available"), and
 * the ids' types come from here. The centre (its name, its menu's marks) is declared once above
 * its rows.
 *
 * One mechanism serves every row (`screen-overlay.tsx`): the root route's `beforeLoad` runs the
 * centre's guard (`CENTRE_GUARDS`, `features/auth/route-guard.ts`; the overlay checks the same), the root
 * loader starts the row's code and data beside the overlay's (`loadScreen`), the whitelabel switch
 * of the row's id (`lib/screen-switches.ts`) hides its menu entry and turns its address into "not
 * available", and the overlay shell gives it the router's pending and error views. Path routes are file routes
 * under `src/routes/` and declare their title and guard in `staticData` (`app/router.ts`).
 *
 * This module is its own chunk: the first visit never evaluates it (issue 14).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import type { MemberInfo } from '#contract/member-schemas.ts';

import { engagementQueries } from '@/api/engagement/engagement-queries';
import { gameQueries } from '@/api/games/game-queries';
import { memberQueries } from '@/api/member/member-queries';
import { messageQueries } from '@/api/messages/message-queries';
import { walletQueries } from '@/api/wallet/wallet-queries';
import type { OverlayGuard } from '@/features/auth/route-guard';
import { MissionBadge } from '@/features/engagement/mission-badge';
import { uiLocale } from '@/i18n/activate-locale';
import type { AuthModal } from '@/lib/auth-search';
import type { CentreScreen } from '@/ui/centre-sheet';
import { lazyPart } from '@/ui/lazy-part';

import { OVERLAY_PARAMS, type CentreParam } from './screen-overlay-gate';

/** One screen: what the centre sheet shows, plus the code and data to start ahead of it. */
export interface ScreenRow extends CentreScreen {
  /** Starts the page's code (also what the sheet renders, so it never downloads twice). */
  preload: () => Promise<unknown>;
  /** Starts the data the page shows first (its query factories, the keys the page reads). */
  data?: ((queryClient: QueryClient, token: string) => void) | undefined;
  /** When its menu entry shows beyond its switch (default always). */
  listed?: ((member: MemberInfo | undefined) => boolean) | undefined;
  /** Shown after the menu entry (a count). */
  badge?: ComponentType | undefined;
}

interface ScreenOptions {
  data?: ScreenRow['data'];
  listed?: ScreenRow['listed'];
  badge?: ScreenRow['badge'];
}

function screen(title: MessageDescriptor, load: () => Promise<ComponentType>, options: ScreenOptions = {}): ScreenRow {
  // `lazyPart`, not `lazy`: a page whose download failed loads on "Retry" (React's lazy keeps the failure).
  const component = lazyPart(load);
  return { title, component, preload: component.preload, ...options };
}

/**
 * A centre: its name, how its menu buttons are marked, and its rows in menu order. Its guard is
 * beside its search value in `CENTRE_GUARDS` (`screen-overlay-gate.tsx`), which the root route
 * runs before this table has downloaded.
 */
export interface Centre<Id extends string = string> {
  name: MessageDescriptor;
  idAttribute: 'data-mc' | 'data-ac';
  className?: string;
  screens: Record<Id, ScreenRow>;
}

const contractPage = (name: 'DividendPage' | 'DailyWagePage' | 'HourlyWagePage' | 'RealTimeSalaryPage') => () =>
  import('@/features/agents/contract-pages').then((m) => m[name]);

const memberCentre = {
  name: msg`Personal centre`,
  idAttribute: 'data-mc',
  screens: {
    securityCenter: screen(
      msg`My account`,
      () => import('@/features/member-centre/my-account-page').then((m) => m.MyAccountPage),
      { data: (client, token) => void client.prefetchQuery(memberQueries.info(token)) },
    ),
    transferFund: screen(
      msg`My wallet`,
      () => import('@/features/wallet/pages/transfer-fund-page').then((m) => m.TransferFundPage),
      { data: (client) => void client.prefetchQuery(walletQueries.merchantWallet()) },
    ),
    depositv2: screen(msg`Deposit`, () => import('@/features/wallet/pages/deposit-page').then((m) => m.DepositPage), {
      data: (client) => void client.prefetchQuery(walletQueries.depositSettings()),
    }),
    withdraw: screen(
      msg`Withdraw`,
      () => import('@/features/wallet/withdraw/withdraw-page').then((m) => m.WithdrawPage),
      { data: (client) => void client.prefetchQuery(walletQueries.withdrawSettings()) },
    ),
    transferUpline: screen(
      msg`Transfer to upline`,
      () => import('@/features/wallet/pages/transfer-upline-page').then((m) => m.TransferUplinePage),
      // Only members who have an upline to pay.
      { listed: (member) => member?.toUpline === true },
    ),
    personalHistoryCopy: screen(msg`Betting record`, () =>
      import('@/features/reports/betting-record-page').then((m) => m.BettingRecordPage),
    ),
    transactionHistory: screen(msg`Account record`, () =>
      import('@/features/wallet/records/transaction-history-page').then((m) => m.TransactionHistoryPage),
    ),
    personalProfit: screen(msg`Personal profit and loss`, () =>
      import('@/features/reports/personal-profit-page').then((m) => m.PersonalProfitPage),
    ),
    bonusDetails: screen(msg`Bonus details`, () =>
      import('@/features/rewards/bonus-details-page').then((m) => m.BonusDetailsPage),
    ),
    rewardCenter: screen(msg`Reward centre`, () =>
      import('@/features/rewards/reward-center-page').then((m) => m.RewardCenterPage),
    ),
    referral: screen(msg`Invite friends`, () =>
      import('@/features/referral/referral-page').then((m) => m.ReferralPage),
    ),
    missionLeaderboard: screen(
      msg`Mission activity`,
      () => import('@/features/engagement/mission-page').then((m) => m.MissionPage),
      {
        data: (client, token) => {
          void client.prefetchQuery(engagementQueries.missions(token));
          void client.prefetchQuery(engagementQueries.missionLeaderboard());
        },
        badge: MissionBadge,
      },
    ),
    messageV2: screen(
      msg`Platform information`,
      () => import('@/features/messages/inbox-page').then((m) => m.InboxPage),
      { data: (client) => void client.prefetchQuery(messageQueries.inbox(1, uiLocale())) },
    ),
    myGames: screen(msg`My games`, () => import('@/features/categories/my-games-page').then((m) => m.MyGamesPage), {
      data: (client, token) => {
        void client.prefetchInfiniteQuery(gameQueries.favouriteList(token, undefined));
        void client.prefetchQuery(gameQueries.recent(token));
      },
    }),
  },
} satisfies Centre;

const agentCentre = {
  name: msg`Agent centre`,
  idAttribute: 'data-ac',
  className: 'agent-centre',
  screens: {
    agentAnnouncement: screen(msg`Announcement`, () =>
      import('@/features/agents/announcement-page').then((m) => m.AgentAnnouncementPage),
    ),
    agentTeamOverview: screen(msg`Overview`, () =>
      import('@/features/agents/team-overview-page').then((m) => m.TeamOverviewPage),
    ),
    registerCenter: screen(msg`Register account`, () =>
      import('@/features/agents/register-downline-page').then((m) => m.RegisterDownlinePage),
    ),
    downlineManagmentView: screen(msg`Team management`, () =>
      import('@/features/agents/downline-page').then((m) => m.DownlinePage),
    ),
    personalHistoryCopy: screen(msg`Team betting`, () =>
      import('@/features/agents/team-betting-page').then((m) => m.TeamBettingPage),
    ),
    palStatementsAgentCopy: screen(msg`User profit and loss`, () =>
      import('@/features/agents/member-profit-page').then((m) => m.MemberProfitPage),
    ),
    agentRevenueReport: screen(msg`My income`, () =>
      import('@/features/agents/revenue-page').then((m) => m.RevenuePage),
    ),
    agentDownlineTransactionDetailsCopy: screen(msg`Transaction details`, () =>
      import('@/features/agents/team-transactions-page').then((m) => m.TeamTransactionsPage),
    ),
    agentDividendRecord2: screen(msg`Dividend`, contractPage('DividendPage')),
    agentDailyWages2: screen(msg`Daily wage`, contractPage('DailyWagePage')),
    agentHourSalary: screen(msg`Hourly wage`, contractPage('HourlyWagePage')),
    agentRealTimeSalary: screen(msg`Real-time salary`, contractPage('RealTimeSalaryPage')),
  },
} satisfies Centre;

/** What a dialog's body gets from the overlay shell: `close` (Back closes it too). */
export interface DialogBodyProps {
  close: () => void;
}

/** An account dialog (`?modal=`): its title, body (code loaded on demand) and guard. */
export interface DialogRow {
  title: MessageDescriptor;
  component: ComponentType<DialogBodyProps> & { preload: () => Promise<unknown> };
  /** Who it shows to (`features/auth/route-guard.ts`); otherwise nothing shows. */
  guard: Extract<OverlayGuard, 'guest' | 'session' | 'any'>;
  /** The dialog's size (`ui/dialog.tsx`, default `modal`). */
  variant?: 'modal' | 'dialog';
  /** Stays after the session expired mid-form, with what was typed and the session message. */
  keepOnExpiry?: boolean;
}

function dialog(
  title: MessageDescriptor,
  load: () => Promise<ComponentType<DialogBodyProps>>,
  options: Omit<DialogRow, 'title' | 'component'>,
): DialogRow {
  return { title, component: lazyPart(load), ...options };
}

/** The account dialogs, keyed by the `modal` search value (`lib/auth-search.ts` lists the ids). */
export const DIALOGS = {
  login: dialog(msg`Log in`, () => import('@/features/auth/login/login-form').then((m) => m.LoginForm), {
    guard: 'guest',
  }),
  register: dialog(
    msg`Register`,
    () => import('@/features/auth/register/register-dialog').then((m) => m.RegisterDialog),
    { guard: 'guest' },
  ),
  forgot: dialog(
    msg`Forgot password`,
    () => import('@/features/auth/forgot/forgot-password-form').then((m) => m.ForgotPasswordForm),
    { guard: 'any' },
  ),
  verify: dialog(
    msg`Verify your login`,
    () => import('@/features/auth/dialogs/login-verification-form').then((m) => m.LoginVerificationForm),
    { guard: 'any' },
  ),
  changePassword: dialog(
    msg`Change password`,
    () => import('@/features/auth/dialogs/change-password-form').then((m) => m.ChangePasswordForm),
    { guard: 'session', keepOnExpiry: true },
  ),
  afterLogin: dialog(
    msg`Welcome back`,
    () => import('@/features/auth/dialogs/welcome-dialogs').then((m) => m.AfterLoginWelcome),
    { guard: 'session' },
  ),
  firstLogin: dialog(
    msg`Welcome to your new account`,
    () => import('@/features/auth/dialogs/welcome-dialogs').then((m) => m.FirstLoginWelcome),
    { guard: 'session' },
  ),
  trial: dialog(
    msg`Trial account`,
    () => import('@/features/auth/dialogs/welcome-dialogs').then((m) => m.TrialWarning),
    { guard: 'any', variant: 'dialog' },
  ),
} as const satisfies Record<AuthModal, DialogRow>;

/** The search values that open a centre, each with its table. */
export const CENTRES = { mc: memberCentre, ac: agentCentre } as const satisfies Record<CentreParam, Centre>;
export type MemberCentrePage = keyof typeof memberCentre.screens;
export type AgentCentrePage = keyof typeof agentCentre.screens;

/** The centre and row an address opens, or null (no centre, or an id no row has: "not available"). */
export function screenOf(param: CentreParam, id: string | undefined): { centre: Centre; row: ScreenRow | null } | null {
  if (id === undefined) return null;
  const centre: Centre = CENTRES[param];
  return { centre, row: Object.hasOwn(centre.screens, id) ? (centre.screens[id] ?? null) : null };
}

/** Starts the code and first data of the screens an address opens (never waits, never fails). */
export function loadScreen(
  search: { mc?: string | undefined; ac?: string | undefined; modal?: AuthModal | undefined },
  queryClient: QueryClient,
  token: string | null,
): void {
  // A failed download is the shell's to show (its error view offers "Retry").
  if (search.modal !== undefined) DIALOGS[search.modal].component.preload().catch(() => undefined);
  if (token === null) return;
  for (const param of OVERLAY_PARAMS) {
    const row = screenOf(param, search[param])?.row;
    if (!row) continue;
    row.preload().catch(() => undefined);
    row.data?.(queryClient, token);
  }
}
