/**
 * One migrated and seeded data folder per e2e run: the global setup starts the platform once on
 * an empty folder, lets it migrate and seed, stops it, and every test platform then starts from a
 * copy (about a second) instead of creating, migrating and seeding its own (five to eight).
 * The seed's clock is the run's start, minutes before any test reads it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Builds the template folder and returns its path. */
export async function preparePlatformTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tala-e2e-template-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(ROOT, 'dist'),
      TALA_TEST_MODE: '1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Template platform exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Template platform did not start:\n${output}`);
    try {
      const info = JSON.parse(await readFile(path.join(dataDir, 'server.json'), 'utf8')) as { port: number };
      if ((await fetch(`http://127.0.0.1:${info.port}/wps/session/key/rsa`)).ok) break;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  await exited;
  // A copy must never point the CLI or the start-up wait at this stopped server.
  await rm(path.join(dataDir, 'server.json'), { force: true });
  return dataDir;
}
