/** Points mall writes, both money actions: redeem a reward, convert points to balance (points live under the wallet key). */
import { useMoneyMutation } from '@/api/money-mutation';

import { convertPoints, redeemReward } from './point-requests';

/** Redeems a reward; the key follows the reward and quantity (not the password). */
export function useRedeemReward() {
  return useMoneyMutation({
    request: redeemReward,
    signature: (body: { rewardId: number; quantity: number; password: string }) =>
      JSON.stringify({ rewardId: body.rewardId, quantity: body.quantity }),
  });
}

/** Converts points to main-wallet balance; the key follows the points (not the password). */
export function useConvertPoints() {
  return useMoneyMutation({
    request: convertPoints,
    signature: (body: { points: number; password: string }) => JSON.stringify({ points: body.points }),
  });
}
