/** Reward centre and bonus details calls (contract §15). */
import { rewardEndpoints } from '#contract/endpoints/reward-endpoints.ts';

import { apiClient } from '@/api/api-client';

/** `GET /wps/member/rewards`. */
export function fetchRewards(signal?: AbortSignal) {
  return apiClient().call(rewardEndpoints.list, { signal });
}

/** `POST /wps/member/rewards/{id}/claim` (money: idempotency key, never retried). */
export function claimReward(id: number, idempotencyKey: string) {
  return apiClient().call(rewardEndpoints.claim, { params: { id }, headers: { 'Idempotency-Key': idempotencyKey } });
}

export interface BonusQuery {
  type?: string | undefined;
  from: number;
  to: number;
  pageNo: number;
}

/** `GET /wps/report/bonus`: every bonus credited, with the filter's total. */
export function fetchBonuses(params: BonusQuery, signal?: AbortSignal) {
  return apiClient().call(rewardEndpoints.bonuses, { query: { ...params, pageSize: 10 }, signal });
}

/** `GET /wps/member/bonus/wagering`: the bonus wagering still open before a withdrawal (issue 25). */
export function fetchWagering(signal?: AbortSignal) {
  return apiClient().call(rewardEndpoints.wagering, { signal });
}
