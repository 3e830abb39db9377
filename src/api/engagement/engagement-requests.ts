/** VIP, winner board and red envelope calls (docs/contract.md §13). */
import { engagementEndpoints } from '#contract/endpoints/engagement-endpoints.ts';
import type { MISSION_CODES } from '#contract/engagement-schemas.ts';

import { apiClient } from '@/api/api-client';

export const WINNERS_SHOWN = 20;

export function fetchVipLevels(signal?: AbortSignal) {
  return apiClient().call(engagementEndpoints.vipLevels, { signal });
}

export function fetchRankProgress(signal?: AbortSignal) {
  return apiClient().call(engagementEndpoints.rankProgress, { signal });
}

/** `GET /wps/relay/GCSGAME_getRankList`: the top 20 wins. */
export function fetchWinnerBoard(signal?: AbortSignal) {
  return apiClient().call(engagementEndpoints.winnerBoard, { query: { limitNum: WINNERS_SHOWN }, signal });
}

export function fetchRedEnvelope(signal?: AbortSignal) {
  return apiClient().call(engagementEndpoints.redEnvelope, { signal });
}

/** `POST /wps/relay/MCS2_claimRafflePromotion` as spec §7 names it (idempotency key). */
export function openRedEnvelope(id: number, idempotencyKey: string) {
  return apiClient().call(engagementEndpoints.openRedEnvelope, {
    body: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function fetchMissions(signal?: AbortSignal) {
  return apiClient().call(engagementEndpoints.missions, { signal });
}

export function fetchMissionLeaderboard(signal?: AbortSignal) {
  return apiClient().call(engagementEndpoints.missionLeaderboard, { signal });
}

/** `POST /wps/relay/MCSFE_claimMission` (idempotency key). */
export function claimMission(code: (typeof MISSION_CODES)[number], idempotencyKey: string) {
  return apiClient().call(engagementEndpoints.claimMission, {
    body: { code },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
