/** Reward centre write: claiming a granted reward is a money action (rewards live under the wallet key). */
import { useMoneyMutation } from '@/api/money-mutation';

import { claimReward } from './reward-requests';

/** Claims reward `id` into the main wallet. */
export function useClaimReward() {
  return useMoneyMutation({ request: claimReward, signature: (id: number) => `claim:${id}` });
}
