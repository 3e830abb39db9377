/** Points mall writes, both money actions: redeem a reward, convert points to balance (points live under the wallet key). */
import { pointEndpoints } from '#contract/endpoints/point-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { idempotent, useMoneyMutation } from '@/api/money-mutation';

/** Redeems a reward; the key follows the reward and quantity (not the password). */
export function useRedeemReward() {
  return useMoneyMutation({
    request: (body: { rewardId: number; quantity: number; password: string }, idempotencyKey: string) =>
      apiClient().call(pointEndpoints.redeem, { body, headers: idempotent(idempotencyKey) }),
    signature: (body: { rewardId: number; quantity: number; password: string }) =>
      JSON.stringify({ rewardId: body.rewardId, quantity: body.quantity }),
  });
}

/** Converts points to main-wallet balance; the key follows the points (not the password). */
export function useConvertPoints() {
  return useMoneyMutation({
    request: (body: { points: number; password: string }, idempotencyKey: string) =>
      apiClient().call(pointEndpoints.convert, { body, headers: idempotent(idempotencyKey) }),
    signature: (body: { points: number; password: string }) => JSON.stringify({ points: body.points }),
  });
}
