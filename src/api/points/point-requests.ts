/** Points mall calls (docs/contract.md §13). */
import { apiClient } from '@/api/api-client';
import {
  ConvertResultSchema, PointBalanceSchema, PointConfigSchema, PointEntrySchema, PointRewardListSchema, RedemptionSchema,
} from '#contract/point-schemas.ts';
import { PageOfSchema } from '#contract/wallet-schemas.ts';

export const POINT_PAGE_SIZE = 10;

/** `GET /wps/relay/MCS2_getPointBalance`. */
export function fetchPointBalance(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCS2_getPointBalance', schema: PointBalanceSchema, signal });
}

/** `GET /wps/relay/MCS2_getPointConfig`. */
export function fetchPointConfig(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCS2_getPointConfig', schema: PointConfigSchema, signal });
}

/** `GET /wps/relay/MCS2_getPointReward`. */
export function fetchPointRewards(signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCS2_getPointReward', schema: PointRewardListSchema, signal });
}

/** `GET /wps/relay/MCS2_getRedeemPointList`. */
export function fetchRedemptions(pageNo: number, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/MCS2_getRedeemPointList', query: { pageNo, pageSize: POINT_PAGE_SIZE }, schema: PageOfSchema(RedemptionSchema), signal });
}

/** `GET /wps/relay/ODSFE2_MemTransDet`: points details. */
export function fetchPointEntries(pageNo: number, signal?: AbortSignal) {
  return apiClient().request({ path: '/wps/relay/ODSFE2_MemTransDet', query: { pageNo, pageSize: POINT_PAGE_SIZE }, schema: PageOfSchema(PointEntrySchema), signal });
}

/** `POST /wps/relay/passwordCheck/MCS2_redeemPointReward` (encrypted, login password, idempotency key). */
export function redeemReward(body: { rewardId: number; quantity: number; password: string }, idempotencyKey: string) {
  return apiClient().request({
    method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', body, encrypted: true,
    headers: { 'Idempotency-Key': idempotencyKey }, schema: RedemptionSchema,
  });
}

/** `POST /wps/relay/passwordCheck/MCS2_convertPoint` (encrypted, login password, idempotency key). */
export function convertPoints(body: { points: number; password: string }, idempotencyKey: string) {
  return apiClient().request({
    method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', body, encrypted: true,
    headers: { 'Idempotency-Key': idempotencyKey }, schema: ConvertResultSchema,
  });
}
