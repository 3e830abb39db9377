/** Points mall calls (docs/contract.md §13). */
import { pointEndpoints } from '#contract/endpoints/point-endpoints.ts';

import { apiClient } from '@/api/api-client';

export const POINT_PAGE_SIZE = 10;

/** `GET /wps/relay/MCS2_getPointBalance`. */
export function fetchPointBalance(signal?: AbortSignal) {
  return apiClient().call(pointEndpoints.balance, { signal });
}

/** `GET /wps/relay/MCS2_getPointConfig`. */
export function fetchPointConfig(signal?: AbortSignal) {
  return apiClient().call(pointEndpoints.config, { signal });
}

/** `GET /wps/relay/MCS2_getPointReward`. */
export function fetchPointRewards(signal?: AbortSignal) {
  return apiClient().call(pointEndpoints.rewards, { signal });
}

/** `GET /wps/relay/MCS2_getRedeemPointList`. */
export function fetchRedemptions(pageNo: number, signal?: AbortSignal) {
  return apiClient().call(pointEndpoints.redemptions, { query: { pageNo, pageSize: POINT_PAGE_SIZE }, signal });
}

/** `GET /wps/relay/ODSFE2_MemTransDet`: points details. */
export function fetchPointEntries(pageNo: number, signal?: AbortSignal) {
  return apiClient().call(pointEndpoints.entries, { query: { pageNo, pageSize: POINT_PAGE_SIZE }, signal });
}

/** `POST /wps/relay/passwordCheck/MCS2_redeemPointReward` (encrypted, login password, idempotency key). */
export function redeemReward(body: { rewardId: number; quantity: number; password: string }, idempotencyKey: string) {
  return apiClient().call(pointEndpoints.redeem, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** `POST /wps/relay/passwordCheck/MCS2_convertPoint` (encrypted, login password, idempotency key). */
export function convertPoints(body: { points: number; password: string }, idempotencyKey: string) {
  return apiClient().call(pointEndpoints.convert, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
