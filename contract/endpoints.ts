/**
 * The whole endpoint table, one domain per file under endpoints/. The client imports the domain
 * files it needs (so the first screen carries only its own schemas); the server and the tests read
 * the whole table from here.
 */
import { agentEndpoints } from './endpoints/agent-endpoints.ts';
import { announcementEndpoints } from './endpoints/announcement-endpoints.ts';
import { authenticatorEndpoints } from './endpoints/authenticator-endpoints.ts';
import { contentEndpoints } from './endpoints/content-endpoints.ts';
import { engagementEndpoints } from './endpoints/engagement-endpoints.ts';
import { gameEndpoints } from './endpoints/game-endpoints.ts';
import { gameLaunchEndpoints } from './endpoints/game-launch-endpoints.ts';
import { vendorEndpoints } from './endpoints/game-vendor-endpoints.ts';
import { lotteryEndpoints } from './endpoints/lottery-endpoints.ts';
import { memberEndpoints } from './endpoints/member-endpoints.ts';
import { messageEndpoints } from './endpoints/message-endpoints.ts';
import { unreadEndpoints } from './endpoints/message-unread-endpoints.ts';
import { pointEndpoints } from './endpoints/point-endpoints.ts';
import { profileEndpoints } from './endpoints/profile-endpoints.ts';
import { promotionEndpoints } from './endpoints/promotion-endpoints.ts';
import { reportEndpoints } from './endpoints/report-endpoints.ts';
import { rewardEndpoints } from './endpoints/reward-endpoints.ts';
import { sessionEndpoints } from './endpoints/session-endpoints.ts';
import { systemEndpoints } from './endpoints/system-endpoints.ts';
import { balanceEndpoints } from './endpoints/wallet-balance-endpoints.ts';
import { walletEndpoints } from './endpoints/wallet-endpoints.ts';

export const endpoints = {
  system: systemEndpoints,
  wallet: walletEndpoints,
  reports: reportEndpoints,
  messages: messageEndpoints,
  points: pointEndpoints,
  promotions: promotionEndpoints,
  rewards: rewardEndpoints,
  engagement: engagementEndpoints,
  content: contentEndpoints,
  profile: profileEndpoints,
  authenticator: authenticatorEndpoints,
  agents: agentEndpoints,
  lottery: lotteryEndpoints,
  games: gameEndpoints,
  session: sessionEndpoints,
  member: memberEndpoints,
  vendors: vendorEndpoints,
  announcements: announcementEndpoints,
  unread: unreadEndpoints,
  balance: balanceEndpoints,
  gameLaunch: gameLaunchEndpoints,
};
