/**
 * Starts a fresh reference platform for a test file: its own data folder, a free port, test mode.
 * It runs inside the test worker, so the server's modules and PGlite's compiled WebAssembly are
 * loaded once per worker instead of once per file (a child process cost about 5 s of CPU to
 * start, 34 times a run). A test that needs a real outage asks for `{ process: true }`: a child
 * process it can kill (the failover test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { inject } from 'vitest';

/** What this helper uses of server/src/platform.ts and config.ts (a separate TypeScript project). */
interface ServerModules {
  loadConfig(env: Record<string, string>, argv: string[], cwd: string): unknown;
  startPlatform(
    config: unknown,
    options: { log: (line: string) => void },
  ): Promise<{ port: number; stop(): Promise<void> }>;
}
const SERVER_SRC = '../../../server/src';

export interface Platform {
  url: string;
  port: number;
  dataDir: string;
  /** Only with `{ process: true }`. */
  process?: ChildProcess;
  stop: () => Promise<void>;
  logs: () => string;
}

export interface PlatformOptions {
  distDir?: string;
  env?: Record<string, string>;
  fresh?: boolean;
  /** A real child process (killable: a real outage) instead of a server in the test worker. */
  process?: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Starts a platform and waits until it answers. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tala-e2e-'));
  // A copy of the run's migrated and seeded folder (global-setup.ts), unless a test wants its own.
  const template = options.fresh ? undefined : inject('platformTemplate');
  if (template) await cp(template, dataDir, { recursive: true });
  if (!options.process) return startHere(dataDir, options);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: options.distDir ?? path.join(ROOT, 'dist'),
      TALA_TEST_MODE: '1',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await waitForPort(dataDir, child, () => output);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    process: child,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The platform in this worker, configured from the same variables a child process would get. */
async function startHere(dataDir: string, options: PlatformOptions): Promise<Platform> {
  const lines: string[] = [];
  const [{ loadConfig }, { startPlatform: startInProcess }] = (await Promise.all([
    import(`${SERVER_SRC}/config.ts`),
    import(`${SERVER_SRC}/platform.ts`),
  ])) as [Pick<ServerModules, 'loadConfig'>, Pick<ServerModules, 'startPlatform'>];
  const config = loadConfig(
    {
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: options.distDir ?? path.join(ROOT, 'dist'),
      TALA_TEST_MODE: '1',
      ...options.env,
    },
    [],
    ROOT,
  );
  const running = await startInProcess(config, { log: (line) => lines.push(line) });
  return {
    url: `http://127.0.0.1:${running.port}`,
    port: running.port,
    dataDir,
    logs: () => lines.join('\n'),
    stop: async () => {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(dataDir: string, child: ChildProcess, logs: () => string): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Platform exited early:\n${logs()}`);
    try {
      const info = JSON.parse(await readFile(path.join(dataDir, 'server.json'), 'utf8')) as { port: number };
      const response = await fetch(`http://127.0.0.1:${info.port}/wps/session/key/rsa`);
      if (response.ok) return info.port;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Platform did not start in 60 s:\n${logs()}`);
}
