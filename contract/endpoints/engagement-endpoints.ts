/**
 * VIP, winner board, red envelope and missions (contract §4.4, §4.5; docs/contract.md §13). The red
 * envelope is opened with `MCS2_claimRafflePromotion` as spec §7 names it; the contract's
 * `MCSFE_claimRafflePromotion` stays answered by the reference platform for other clients.
 */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import {
  MissionClaimBodySchema,
  MissionLeaderboardSchema,
  MissionListSchema,
  RankProgressSchema,
  RedEnvelopeClaimBodySchema,
  RedEnvelopeResultSchema,
  RedEnvelopeStatusSchema,
  VipLevelsSchema,
  WinnerBoardSchema,
} from '../engagement-schemas.ts';
import { LanguageQuery, NoInput, queryNumber, QueryText } from '../request-schemas.ts';

export const engagementEndpoints = {
  vipLevels: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getVipLevels',
    extension: true,
    request: NoInput,
    response: VipLevelsSchema,
  }),
  rankProgress: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    token: 'required',
    request: NoInput,
    response: RankProgressSchema,
  }),
  /** Public; `GCSGAME_getRankList` / `ODSFE2_getWinnerBoard` → `value.list`. */
  winnerBoard: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    /** How many winners (an unreadable count reads as the default) and of which game category. */
    request: v.object({ limitNum: v.fallback(queryNumber('a whole number'), undefined), gameCategory: QueryText }),
    response: WinnerBoardSchema,
  }),
  redEnvelope: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getRafflePromotionStatus',
    token: 'required',
    request: v.object(LanguageQuery),
    response: RedEnvelopeStatusSchema,
  }),
  /** Money: Idempotency-Key. */
  openRedEnvelope: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    token: 'required',
    request: RedEnvelopeClaimBodySchema,
    response: RedEnvelopeResultSchema,
  }),
  /** The contract's older name of the same call (server only). */
  openRedEnvelopeMcsfe: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRafflePromotion',
    token: 'required',
    request: RedEnvelopeClaimBodySchema,
    response: RedEnvelopeResultSchema,
  }),
  missions: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionList',
    extension: true,
    token: 'required',
    request: NoInput,
    response: MissionListSchema,
  }),
  missionLeaderboard: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    extension: true,
    request: NoInput,
    response: MissionLeaderboardSchema,
  }),
  /** Money: Idempotency-Key. */
  claimMission: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMission',
    extension: true,
    token: 'required',
    request: MissionClaimBodySchema,
    response: RedEnvelopeResultSchema,
  }),
};
