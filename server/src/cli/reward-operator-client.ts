/** The rewards half of the operator client: through the admin API or straight to the database. */
import type { Db } from '../db/database.ts';
import { rewardOperatorActions as actions, type OperatorReward, type RewardGrant } from '../domain/rewards/reward-operator-actions.ts';
import type { AdminCall } from './wallet-operator-client.ts';

export interface RewardOperatorClient {
  grantReward(grant: RewardGrant): Promise<OperatorReward>;
  listRewards(username?: string): Promise<OperatorReward[]>;
}

export function httpRewardClient(call: AdminCall): RewardOperatorClient {
  return {
    grantReward: (grant) => call('POST', '/admin/rewards', grant),
    listRewards: (username) => call('GET', `/admin/rewards${username ? `?username=${encodeURIComponent(username)}` : ''}`),
  };
}

export function directRewardClient(db: Db): RewardOperatorClient {
  return {
    grantReward: (grant) => actions.grantReward(db, grant),
    listRewards: (username) => actions.listRewards(db, username),
  };
}
