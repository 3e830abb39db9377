/**
 * Starts the reference platform on a free port serving a built dist/ (compression on: it serves
 * the build's .br/.gz copies), for the budget check and the benchmark. Its own temporary data
 * folder; stop() kills exactly the child it started and removes the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServedDist {
  url: string;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts `server/src/main.ts` on port 0 and waits until it answers. */
export async function serveDist(distDir = path.join(ROOT, 'dist')): Promise<ServedDist> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tala-serve-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DIST_DIR: path.resolve(distDir), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Platform exited early:\n${output}`);
    try {
      const info = JSON.parse(await readFile(path.join(dataDir, 'server.json'), 'utf8')) as { port: number };
      const response = await fetch(`http://127.0.0.1:${info.port}/config.json`);
      if (response.ok) return { url: `http://127.0.0.1:${info.port}`, stop };
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`Platform did not start in 300 s:\n${output}`);
}
