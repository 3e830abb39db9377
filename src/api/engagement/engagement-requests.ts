/** VIP, winner board and red envelope calls (docs/contract.md §13). */
import { apiClient } from '@/api/api-client';
import { MissionLeaderboardSchema, MissionListSchema, RankProgressSchema, RedEnvelopeResultSchema, RedEnvelopeStatusSchema, VipLevelsSchema, WinnerBoardSchema } from '#contract/engagement-schemas.ts';

export const WINNERS_SHOWN = 20;

export function fetchVipLevels(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getVipLevels', schema: VipLevelsSchema, signal });
}

export function fetchRankProgress(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getPlayerRankProgress', schema: RankProgressSchema, signal });
}

/** `GET /wps/relay/GCSGAME_getRankList`: the top 20 wins. */
export function fetchWinnerBoard(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/GCSGAME_getRankList', query: { limitNum: WINNERS_SHOWN }, schema: WinnerBoardSchema, signal });
}

export function fetchRedEnvelope(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getRafflePromotionStatus', schema: RedEnvelopeStatusSchema, signal });
}

/** `POST /wps/relay/MCSFE_claimRafflePromotion` (idempotency key). */
export function openRedEnvelope(id: number, idempotencyKey: string) {
  return apiClient().request({
    method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', body: { id },
    headers: { 'Idempotency-Key': idempotencyKey }, schema: RedEnvelopeResultSchema,
  });
}

export function fetchMissions(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getMissionList', schema: MissionListSchema, signal });
}

export function fetchMissionLeaderboard(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCSFE_getMissionLeaderboard', schema: MissionLeaderboardSchema, signal });
}

/** `POST /wps/relay/MCSFE_claimMission` (idempotency key). */
export function claimMission(code: string, idempotencyKey: string) {
  return apiClient().request({
    method: 'POST', path: '/wps/relay/MCSFE_claimMission', body: { code },
    headers: { 'Idempotency-Key': idempotencyKey }, schema: RedEnvelopeResultSchema,
  });
}
