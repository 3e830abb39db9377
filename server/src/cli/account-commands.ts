/** CLI commands for accounts: outbox, send counts, session expiry, account create/update, login-failure reset. */
import type { AccountInput } from '../domain/accounts/account-operator-actions.ts';
import { UsageError, type CliArgs } from './cli-args.ts';
import type { OperatorClient } from './operator-client.ts';

interface Io {
  out(line: string): void;
}

type Command = (client: OperatorClient, args: CliArgs, io: Io) => Promise<void>;

/** `none` (or an empty value) clears a nullable field. */
const orNull = (value: string | undefined) =>
  value === undefined ? undefined : value === '' || value === 'none' ? null : value;

function booleanOption(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  throw new UsageError('--must-change-password takes true or false');
}

function labelList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === '' || value === 'none') return [];
  return value.split(',').map((label) => label.trim());
}

function accountInput(username: string, mode: 'create' | 'update', options: Map<string, string>): AccountInput {
  const type = options.get('type');
  if (type !== undefined && !/^\d+$/.test(type)) throw new UsageError('--type takes a number');
  return {
    username,
    mode,
    password: options.get('password'),
    type: type === undefined ? undefined : Number(type),
    phone: orNull(options.get('phone')),
    email: orNull(options.get('email')),
    payeeName: orNull(options.get('payee-name')),
    mustChangePassword: booleanOption(options.get('must-change-password')),
    passwordExpiresAt: orNull(options.get('password-expires-at')),
    upline: orNull(options.get('upline')),
    affiliateCode: orNull(options.get('affiliate-code')),
    clubLabel: orNull(options.get('club-label')),
    // Comma-separated; "none" or "" removes them all.
    memberLabels: labelList(options.get('member-labels')),
  };
}

export const ACCOUNT_COMMANDS: Record<string, Command> = {
  async outbox(client, { positionals: [, to] }, io) {
    const messages = await client.listOutbox({ to });
    if (messages.length === 0) io.out(to ? `No messages for ${to}` : 'The outbox is empty');
    for (const message of messages) {
      io.out(
        `#${message.id} ${message.createdAt} ${message.channel} to ${message.recipient}${message.subject ? ` — ${message.subject}` : ''}`,
      );
      for (const line of message.body.split('\n')) io.out(`    ${line}`);
    }
  },
  async sends(client, { options }, io) {
    const hours = options.get('hours');
    if (hours !== undefined && !/^\d+$/.test(hours)) throw new UsageError('sends [--hours N]');
    const counts = await client.listSendCounts(hours === undefined ? {} : { hours: Number(hours) });
    if (counts.length === 0) io.out('Nothing was sent or refused in that time');
    for (const row of counts) io.out(`${row.hour} ${row.channel} ${row.purpose}: ${row.outcome} ${row.count}`);
  },
  async session(client, { positionals: [, action, username] }, io) {
    if (action !== 'expire' || !username) throw new UsageError('session expire <username>');
    const result = await client.expireSessions({ username });
    io.out(`Revoked ${result.revoked} session(s) of ${result.username}`);
  },
  async account(client, { positionals: [, action, username], options }, io) {
    if ((action !== 'create' && action !== 'update') || !username)
      throw new UsageError('account create|update <username> [options]');
    if (action === 'create' && !options.get('password')) throw new UsageError('account create needs --password');
    const result = await client.saveAccount(accountInput(username, action, options));
    io.out(`Account ${result.username} (#${result.id}) ${result.created ? 'created' : 'updated'}`);
  },
  async 'login-failures'(client, { positionals: [, action], options }, io) {
    if (action !== 'clear') throw new UsageError('login-failures clear [--username U] [--ip IP]');
    const filter: { username?: string; ip?: string } = {};
    const username = options.get('username');
    const ip = options.get('ip');
    if (username) filter.username = username;
    if (ip) filter.ip = ip;
    io.out(`Cleared ${(await client.clearLoginFailures(filter)).cleared} login-failure counter(s)`);
  },
};
