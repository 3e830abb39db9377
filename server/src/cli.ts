/** `npm run platform -- <command>`: the operator CLI (see cli/cli-args.ts for the commands). */
import { runCli } from './cli/run-cli.ts';

const code = await runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
