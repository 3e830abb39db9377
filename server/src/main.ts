/**
 * `node --import tsx server/src/main.ts`: runs the reference platform until SIGINT/SIGTERM.
 * Options: see config.ts and docs/platform.md.
 */
import { loadConfig } from './config.ts';
import { startPlatform } from './platform.ts';
import { DEMO_ACCOUNTS } from './seed/account-seed.ts';
import { AGENT_DEMO_ACCOUNTS } from './seed/agent-seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const platform = await startPlatform(config);
  console.log(`Tala platform listening on ${platform.url}`);
  console.log(
    `  data folder: ${config.dataDir}${config.databaseUrl ? ' (database: PostgreSQL)' : ' (database: PGlite)'}`,
  );
  console.log(`  app: ${config.distDir}`);
  if (config.testMode) console.log(`  test mode on${config.latencyMs ? `, latency ${config.latencyMs} ms` : ''}`);
  console.log('Demo accounts (username / password / role; SMS codes and e-mails: npm run platform -- outbox):');
  for (const account of [...DEMO_ACCOUNTS, ...AGENT_DEMO_ACCOUNTS])
    console.log(`  ${account.username.padEnd(10)} ${account.password.padEnd(11)} ${account.role}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    platform.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Platform failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
