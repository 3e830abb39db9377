/** CLI commands for money: deposit and withdrawal review, balances, adjustments, receipt sweep. */
import type { Balance } from '#contract/wallet-schemas.ts';

import type { OperatorDeposit } from '../domain/wallet/deposits.ts';
import type { OperatorWithdrawal } from '../domain/wallet/withdrawal-rows.ts';
import { UsageError, type CliArgs } from './cli-args.ts';
import type { OperatorClient } from './operator-client.ts';

interface Io {
  out(line: string): void;
}

type Command = (client: OperatorClient, args: CliArgs, io: Io) => Promise<void>;

const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

function idArg(value: string | undefined, usage: string): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new UsageError(usage);
  return Number(value);
}

function depositLine(order: OperatorDeposit): string {
  return `#${order.id} ${order.reference} ${order.username} ${order.amount} ${order.state} ${order.channelType} ${iso(order.createdAt)}`;
}

function withdrawalLine(item: OperatorWithdrawal): string {
  const card = `${item.bankCard.bankName} / ${item.bankCard.accountName} / ${item.accountNumber}`;
  const paid = item.paidAt === null ? '' : ` paid ${iso(item.paidAt)}, confirm by ${iso(item.confirmBy)}`;
  // The operator settles a NOT_RECEIVED claim by what is still owed, so the receipt is shown.
  const receipt =
    item.state === 'NOT_RECEIVED'
      ? ` (received ${item.receivedAmount ?? '0.00'}, remaining ${item.remainingAmount ?? item.amount})`
      : '';
  const flags = `${item.forcedReceipt ? ' (forced receipt)' : ''}${item.hasProof ? ' (proof image)' : ''}${receipt}`;
  return `#${item.id} ${item.reference} ${item.username} ${item.amount} ${item.state} to ${card}, requested ${iso(item.createdAt)}${paid}${flags}`;
}

function balanceLines(username: string, balance: Balance): string[] {
  const [main, ...vendors] = balance.balance;
  const lines = [
    `${username}: total ${balance.sumBalance} ${balance.currency}; main ${main?.availBalance ?? '0.00'} (held ${main?.holdBalance ?? '0.00'})`,
  ];
  for (const wallet of vendors)
    if (wallet.availBalance !== '0.00') lines.push(`  ${wallet.accountName} ${wallet.availBalance}`);
  return lines;
}

export const WALLET_COMMANDS: Record<string, Command> = {
  async deposit(client, { positionals: [, action, id], options }, io) {
    const usage = 'deposit list [--state PENDING|APPROVED|REJECTED] | deposit approve|reject <id>';
    if (action === 'list') {
      const orders = await client.listDeposits({ state: options.get('state') });
      if (orders.length === 0) io.out('No deposit orders');
      for (const order of orders) io.out(depositLine(order));
      return;
    }
    if (action !== 'approve' && action !== 'reject') throw new UsageError(usage);
    io.out(depositLine(await client.decideDeposit({ id: idArg(id, usage), decision: action })));
  },
  async withdraw(client, { positionals: [, action, id], options }, io) {
    const usage = 'withdraw list [--state S] | withdraw approve|reject|pay <id>';
    if (action === 'list') {
      const items = await client.listWithdrawals({ state: options.get('state') });
      if (items.length === 0) io.out('No withdrawals');
      for (const item of items) io.out(withdrawalLine(item));
      return;
    }
    if (action !== 'approve' && action !== 'reject' && action !== 'pay') throw new UsageError(usage);
    io.out(withdrawalLine(await client.reviewWithdrawal({ id: idArg(id, usage), decision: action })));
  },
  async balance(client, { positionals: [, first, username, amount] }, io) {
    const usage = 'balance <username> | balance adjust <username> <amount>';
    if (first === 'adjust') {
      if (!username || !amount) throw new UsageError(usage);
      const result = await client.adjustBalance({ username, amount });
      io.out(`Adjusted ${result.username} by ${result.amount} (${result.reference})`);
      for (const line of balanceLines(result.username, result.balance)) io.out(line);
      return;
    }
    if (!first) throw new UsageError(usage);
    for (const line of balanceLines(first, await client.memberBalance({ username: first }))) io.out(line);
  },
  async 'payout-account'(client, { positionals: [, action, accountNumber], options }, io) {
    if (action === 'collisions') {
      const rows = await client.listPayoutCollisions({ all: accountNumber === 'all' ? 'true' : undefined });
      if (rows.length === 0) io.out('No payout number collisions to review');
      for (const row of rows)
        io.out(
          `${row.accountNumber} kept by ${row.owner}; card #${row.bankCardId} of ${row.member} shared since ${row.foundAt}${row.reviewedAt ? ` (reviewed ${row.reviewedAt})` : ''}`,
        );
      return;
    }
    if (action === 'reviewed' && accountNumber) {
      const result = await client.reviewPayoutCollision({ accountNumber });
      io.out(`${result.reviewed} collision(s) of ${result.accountNumber} marked reviewed`);
      return;
    }
    if ((action !== 'share' && action !== 'unshare') || !accountNumber)
      throw new UsageError(
        'payout-account share|unshare <number> [--remark R] | payout-account collisions [all] | payout-account reviewed <number>',
      );
    const result = await client.sharePayoutAccount({
      accountNumber,
      shared: action === 'share',
      remark: options.get('remark'),
    });
    const who = result.members.length === 0 ? 'nobody yet' : result.members.join(', ');
    io.out(
      `Payout account ${result.accountNumber} ${result.shared ? 'may be bound by several members' : 'belongs to its first member only'}; bound by ${who}`,
    );
  },
  async contract(client, { positionals: [, action, id] }, io) {
    if (action === 'approvals') {
      const waiting = await client.listContractApprovals({});
      if (waiting.length === 0) io.out('No contract offers waiting for approval');
      for (const c of waiting) io.out(`#${c.id} ${c.kind} ${c.upline} → ${c.agent} ${c.rate} % (${c.periodType})`);
      return;
    }
    if ((action !== 'approve' && action !== 'reject') || !id || !/^\d+$/.test(id))
      throw new UsageError('contract approvals | contract approve|reject <id>');
    const decided = await client.decideContract({ id: Number(id), decision: action });
    io.out(
      `Contract #${decided.id} ${decided.kind} ${decided.upline} → ${decided.agent} ${decided.rate} % is ${decided.state}`,
    );
  },
  async receipts(client, { positionals: [, action] }, io) {
    if (action !== 'sweep') throw new UsageError('receipts sweep');
    io.out(`${(await client.sweepReceipts()).autoReceived} withdrawal(s) counted as received`);
  },
};
