/**
 * The operator CLI: parses a command, reaches the platform (running server or data folder) and
 * prints the outcome. Exit codes: 0 done, 1 refused or failed, 2 usage error.
 */
import path from 'node:path';

import { OperatorError, type NoticeInput } from '../domain/operator-actions.ts';
import type { SystemStatusSetting } from '../domain/setting-definitions.ts';
import { ACCOUNT_COMMANDS } from './account-commands.ts';
import { parseCliArgs, USAGE, UsageError, type CliArgs } from './cli-args.ts';
import { connectOperator } from './connect-operator.ts';
import { CONTENT_COMMANDS } from './content-commands.ts';
import { ENGAGEMENT_COMMANDS } from './engagement-commands.ts';
import { GAME_COMMANDS } from './game-commands.ts';
import type { OperatorClient } from './operator-client.ts';
import { REWARD_COMMANDS } from './reward-commands.ts';
import { terminalLine, terminalLines } from './terminal-text.ts';
import { WALLET_COMMANDS } from './wallet-commands.ts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

type Command = (client: OperatorClient, args: CliArgs, io: CliIo) => Promise<void>;

function describeStatus(status: SystemStatusSetting): string {
  if (status.maintenance) return 'maintenance';
  if (status.regionBlock.forced) return 'region-block (every visitor)';
  if (status.regionBlock.countries.length > 0) return `region-block (${status.regionBlock.countries.join(', ')})`;
  return 'normal';
}

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError('expected on or off');
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) throw new UsageError('setting set needs a JSON value');
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`not valid JSON: ${text} (strings need quotes: '"text"')`);
  }
}

const COMMANDS: Record<string, Command> = {
  async status(client, { positionals: [, mode], options }, io) {
    if (mode === undefined) return io.out(`System status: ${describeStatus(await client.getStatus())}`);
    const countries = (options.get('countries') ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
    io.out(`System status: ${describeStatus(await client.setStatus({ mode, countries }))}`);
  },
  async whitelabel(client, { positionals: [, modId, state] }, io) {
    if (modId === 'list') {
      for (const flag of await client.listWhitelabel())
        io.out(`${'  '.repeat(flag.depth)}${flag.modId} ${flag.enabled ? 'on' : 'off'}`);
      return;
    }
    if (!modId) throw new UsageError('whitelabel needs list or <MODID> on|off');
    const enabled = onOff(state);
    await client.setWhitelabel({ modId, enabled });
    io.out(`${modId} is now ${enabled ? 'on' : 'off'}`);
  },
  async setting(client, { positionals: [, action, key, value] }, io) {
    if (action === 'list') {
      for (const row of await client.listSettings()) io.out(`${row.key} = ${JSON.stringify(row.value)}`);
    } else if (action === 'get' && key) {
      // Pretty JSON keeps its lines: each is printed (and made terminal-safe) on its own.
      for (const line of JSON.stringify(await client.getSetting({ key }), null, 2).split('\n')) io.out(line);
    } else if (action === 'set' && key) {
      await client.setSetting({ key, value: parseJson(value) });
      io.out(`${key} = ${JSON.stringify(parseJson(value))}`);
    } else throw new UsageError('setting needs list, get <key> or set <key> <json>');
  },
  async domains(client, { positionals: [, action, ...urls] }, io) {
    if (action !== 'set' || urls.length === 0) throw new UsageError('domains set <url...>');
    io.out(`Domain routes: ${(await client.setDomains({ domains: urls })).join(', ')}`);
  },
  async vendor(client, { positionals: [, action, category, code] }, io) {
    if ((action !== 'enable' && action !== 'disable') || !category || !code) {
      throw new UsageError('vendor enable|disable <CATEGORY> <CODE>');
    }
    await client.setVendor({ category, code, enabled: action === 'enable' });
    io.out(`${category.toUpperCase()} ${code.toUpperCase()} ${action}d`);
  },
  async notice(client, { positionals: [, action], options }, io) {
    const [type, title, content] = [options.get('type'), options.get('title'), options.get('content')];
    if (action !== 'add' || !type || !title || !content)
      throw new UsageError('notice add --type T --title T --content HTML');
    const input: NoticeInput = { type, title, content };
    if (options.has('start')) input.startAt = options.get('start');
    if (options.has('end')) input.endAt = options.get('end');
    if (options.has('sequence')) input.sequence = Number(options.get('sequence'));
    io.out(`Announcement ${(await client.addNotice(input)).id} added`);
  },
  async message(client, { positionals: [, action, username], options }, io) {
    const [title, content] = [options.get('title'), options.get('content')];
    if (action !== 'send' || !username || !title || !content)
      throw new UsageError('message send <username> --title T --content HTML');
    const sent = await client.sendMessage({ username, title, content });
    io.out(`Message ${sent.id} sent to ${sent.username}`);
  },
  ...ACCOUNT_COMMANDS,
  ...WALLET_COMMANDS,
  ...REWARD_COMMANDS,
  ...ENGAGEMENT_COMMANDS,
  ...CONTENT_COMMANDS,
  ...GAME_COMMANDS,
};

/**
 * The one place CLI output goes through: every line a command or an error prints is made
 * terminal-safe (terminal-text.ts), so stored text cannot drive the operator's terminal.
 */
function terminalIo(io: CliIo): CliIo & { block(text: string): void } {
  return {
    out: (line) => io.out(terminalLine(line)),
    err: (line) => io.err(terminalLine(line)),
    // Usage text: several lines written to stderr, each made safe.
    block: (text) => {
      for (const line of terminalLines(text)) io.err(line);
    },
  };
}

/** Runs one CLI invocation; returns the exit code. */
/** `connect` is replaceable so tests can keep one database open across many commands. */
export async function runCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  rawIo: CliIo,
  cwd = process.cwd(),
  connect: typeof connectOperator = connectOperator,
): Promise<number> {
  const io = terminalIo(rawIo);
  let args: CliArgs;
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    io.block(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const name = args.positionals[0];
  if (name === undefined || name === 'help' || name === '--help') {
    for (const line of USAGE.split('\n')) io.out(line);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.block(`unknown command: ${name}\n\n${USAGE}`);
    return 2;
  }
  const dataDir = path.resolve(cwd, args.options.get('data-dir') ?? env.DATA_DIR ?? '.data/platform');
  const databaseUrl = args.options.get('database-url') ?? env.DATABASE_URL ?? null;
  let client: OperatorClient | undefined;
  try {
    client = await connect({ dataDir, databaseUrl: databaseUrl || null });
    await command(client, args, io);
    io.out(`(via ${client.target})`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.block(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(error instanceof OperatorError ? error.message : `failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await client?.close();
  }
}
