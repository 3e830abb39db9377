/**
 * The whole endpoint table, one domain per file under endpoints/. The client imports the domain
 * files it needs (so the first screen carries only its own schemas); the server and the tests read
 * the whole table from here.
 */
import { agentEndpoints } from './endpoints/agent-endpoints.ts';
import { authenticatorEndpoints } from './endpoints/authenticator-endpoints.ts';
import { catalogueEndpoints } from './endpoints/catalogue-endpoints.ts';
import { contentEndpoints } from './endpoints/content-endpoints.ts';
import { engagementEndpoints } from './endpoints/engagement-endpoints.ts';
import { fundsEndpoints } from './endpoints/funds-endpoints.ts';
import { gameLaunchEndpoints } from './endpoints/game-launch-endpoints.ts';
import { inboxEndpoints } from './endpoints/inbox-endpoints.ts';
import { lotteryEndpoints } from './endpoints/lottery-endpoints.ts';
import { memberEndpoints } from './endpoints/member-endpoints.ts';
import { pointEndpoints } from './endpoints/point-endpoints.ts';
import { profileEndpoints } from './endpoints/profile-endpoints.ts';
import { promotionEndpoints } from './endpoints/promotion-endpoints.ts';
import { reportEndpoints } from './endpoints/report-endpoints.ts';
import { rewardEndpoints } from './endpoints/reward-endpoints.ts';
import { sessionEndpoints } from './endpoints/session-endpoints.ts';
import {
  announcementEndpoints,
  balanceEndpoints,
  unreadEndpoints,
  vendorEndpoints,
} from './endpoints/smoke-relay-endpoints.ts';
import { systemEndpoints } from './endpoints/system-endpoints.ts';

export const endpoints = {
  system: systemEndpoints,
  funds: fundsEndpoints,
  reports: reportEndpoints,
  inbox: inboxEndpoints,
  points: pointEndpoints,
  promotions: promotionEndpoints,
  rewards: rewardEndpoints,
  engagement: engagementEndpoints,
  content: contentEndpoints,
  profile: profileEndpoints,
  authenticator: authenticatorEndpoints,
  agents: agentEndpoints,
  lottery: lotteryEndpoints,
  catalogue: catalogueEndpoints,
  session: sessionEndpoints,
  member: memberEndpoints,
  vendors: vendorEndpoints,
  announcements: announcementEndpoints,
  unread: unreadEndpoints,
  balance: balanceEndpoints,
  gameLaunch: gameLaunchEndpoints,
};
