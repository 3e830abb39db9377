/** CLI commands for games: `maintenance game|vendor <CODE> on|off`. */
import { UsageError, type CliArgs } from './cli-args.ts';
import type { OperatorClient } from './operator-client.ts';

interface Io {
  out(line: string): void;
}

type Command = (client: OperatorClient, args: CliArgs, io: Io) => Promise<void>;

const USAGE = 'maintenance game|vendor <CODE> on|off';

export const GAME_COMMANDS: Record<string, Command> = {
  async maintenance(client, { positionals: [, target, code, state] }, io) {
    if ((target !== 'game' && target !== 'vendor') || !code || (state !== 'on' && state !== 'off'))
      throw new UsageError(USAGE);
    const result = await client.setMaintenance({ target, code, maintenance: state === 'on' });
    io.out(`${result.target} ${result.code} ${result.maintenance ? 'is under maintenance' : 'is back in service'}`);
  },
};
