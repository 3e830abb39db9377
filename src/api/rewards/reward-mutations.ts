/** Reward centre write: claiming a granted reward is a money action (rewards live under the wallet key). */
import { rewardEndpoints } from '#contract/endpoints/reward-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { idempotent, useMoneyMutation } from '@/api/money-mutation';

/** Claims reward `id` into the main wallet. */
export function useClaimReward() {
  return useMoneyMutation({
    request: (id: number, idempotencyKey: string) =>
      apiClient().call(rewardEndpoints.claim, { params: { id }, headers: idempotent(idempotencyKey) }),
    signature: (id: number) => `claim:${id}`,
  });
}
