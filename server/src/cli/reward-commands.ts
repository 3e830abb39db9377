/** CLI commands for rewards: grant one to a member (claimable in the reward centre), list them. */
import type { OperatorReward } from '../domain/rewards/reward-operator-actions.ts';
import { UsageError, type CliArgs } from './cli-args.ts';
import type { OperatorClient } from './operator-client.ts';

interface Io {
  out(line: string): void;
}

type Command = (client: OperatorClient, args: CliArgs, io: Io) => Promise<void>;

const iso = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toISOString());

function rewardLine(reward: OperatorReward): string {
  const claimed = reward.claimedAt === null ? '' : ` claimed ${iso(reward.claimedAt)} (${reward.reference ?? '-'})`;
  return `#${reward.id} ${reward.username} ${reward.amount} "${reward.title}" ${reward.state}, expires ${iso(reward.expiresAt)}${claimed}`;
}

export const REWARD_COMMANDS: Record<string, Command> = {
  async reward(client, { positionals: [, action, username, amount], options }, io) {
    const usage = 'reward grant <username> <amount> --title T [--days N] | reward list [username]';
    if (action === 'list') {
      const rewards = await client.listRewards({ username });
      if (rewards.length === 0) io.out('No rewards');
      for (const reward of rewards) io.out(rewardLine(reward));
      return;
    }
    const title = options.get('title');
    if (action !== 'grant' || !username || !amount || !title) throw new UsageError(usage);
    const daysText = options.get('days');
    if (daysText !== undefined && !/^\d{1,3}$/.test(daysText)) throw new UsageError(usage);
    io.out(
      rewardLine(
        await client.grantReward({
          username,
          title,
          amount,
          validDays: daysText === undefined ? undefined : Number(daysText),
        }),
      ),
    );
  },
};
