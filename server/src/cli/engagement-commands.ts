/** CLI commands for engagement: points adjustments, points-mall redemption and promotion application review. */
import type { OperatorRedemption } from '../domain/points/point-mall.ts';
import type { OperatorApplication } from '../domain/promotions/promotions.ts';
import { UsageError, type CliArgs } from './cli-args.ts';
import type { OperatorClient } from './operator-client.ts';

interface Io {
  out(line: string): void;
}

type Command = (client: OperatorClient, args: CliArgs, io: Io) => Promise<void>;

const line = (r: OperatorRedemption) =>
  `#${r.id} ${r.username} ${r.quantity} ${r.units} of ${r.rewardName} for ${r.points} points ${r.state} ${new Date(r.createdAt).toISOString()}${r.remark ? ` (${r.remark})` : ''}`;

const applicationLine = (a: OperatorApplication) =>
  `#${a.id} ${a.username} ${a.state} "${a.promotionTitle}" ${a.images} image(s) ${new Date(a.createdAt).toISOString()}${a.comment ? `: ${a.comment}` : ''}`;

export const ENGAGEMENT_COMMANDS: Record<string, Command> = {
  async points(client, { positionals: [, action, first, second], options }, io) {
    const usage =
      'points adjust <username> <points> [--remark R] | points redemptions [--state S] | points approve|reject <id> [--remark R]';
    if (action === 'adjust') {
      if (!first || !second) throw new UsageError(usage);
      const result = await client.adjustPoints({ username: first, points: second, remark: options.get('remark') });
      io.out(`Adjusted ${result.username} by ${result.points} points; balance ${result.balance}`);
      return;
    }
    if (action === 'redemptions') {
      const list = await client.listRedemptions({ state: options.get('state') });
      if (list.length === 0) io.out('No redemptions');
      for (const item of list) io.out(line(item));
      return;
    }
    if ((action !== 'approve' && action !== 'reject') || !first || !/^\d{1,9}$/.test(first))
      throw new UsageError(usage);
    io.out(line(await client.decideRedemption({ id: Number(first), decision: action, remark: options.get('remark') })));
  },
  async promo(client, { positionals: [, action, id], options }, io) {
    const usage = 'promo applications [--state S] | promo approve|reject <id> [--remark R]';
    if (action === 'applications') {
      const list = await client.listApplications({ state: options.get('state') });
      if (list.length === 0) io.out('No applications');
      for (const item of list) io.out(applicationLine(item));
      return;
    }
    if ((action !== 'approve' && action !== 'reject') || !id || !/^\d{1,9}$/.test(id)) throw new UsageError(usage);
    io.out(
      applicationLine(
        await client.reviewApplication({ id: Number(id), decision: action, remark: options.get('remark') }),
      ),
    );
  },
};
