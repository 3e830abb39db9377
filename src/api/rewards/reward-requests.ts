/** Reward centre and bonus details calls (contract §15). */
import { apiClient } from '@/api/api-client';
import { BonusPageSchema, RewardClaimSchema, RewardListSchema } from '#contract/reward-schemas.ts';

/** `GET /wps/member/rewards`. */
export function fetchRewards(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/member/rewards', schema: RewardListSchema, signal });
}

/** `POST /wps/member/rewards/{id}/claim` (money: idempotency key, never retried). */
export function claimReward(id: number, idempotencyKey: string) {
  return apiClient().request({ method: 'POST', path: `/wps/member/rewards/${id}/claim`, headers: { 'Idempotency-Key': idempotencyKey }, schema: RewardClaimSchema });
}

export interface BonusQuery {
  type?: string | undefined;
  from: number;
  to: number;
  pageNo: number;
}

/** `GET /wps/report/bonus`: every bonus credited, with the filter's total. */
export function fetchBonuses(params: BonusQuery, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/report/bonus', query: { ...params, pageSize: 10 }, schema: BonusPageSchema, signal });
}
