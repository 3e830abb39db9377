/**
 * The whole endpoint table, one domain per file under endpoints/. The client imports the domain
 * files it needs (so the first screen carries only its own schemas); the server and the tests read
 * the whole table from here.
 */
import { gameLaunchEndpoints } from './endpoints/game-launch-endpoints.ts';
import { memberEndpoints } from './endpoints/member-endpoints.ts';
import { sessionEndpoints } from './endpoints/session-endpoints.ts';
import { announcementEndpoints, balanceEndpoints, unreadEndpoints, vendorEndpoints } from './endpoints/smoke-relay-endpoints.ts';
import { systemEndpoints } from './endpoints/system-endpoints.ts';

export const endpoints = {
  system: systemEndpoints,
  session: sessionEndpoints,
  member: memberEndpoints,
  vendors: vendorEndpoints,
  announcements: announcementEndpoints,
  unread: unreadEndpoints,
  balance: balanceEndpoints,
  gameLaunch: gameLaunchEndpoints,
};
