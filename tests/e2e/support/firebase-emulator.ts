/**
 * The Firebase Auth emulator for one e2e file: `firebase emulators:start --only auth`
 * for the `demo-tala` project on free ports, no UI, started once in `beforeAll` and stopped after.
 * It runs on Node without Java. The platform in the test worker reaches it through
 * FIREBASE_AUTH_EMULATOR_HOST (firebase-admin reads it per call).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ensureFirebaseTools } from '../../../scripts/ensure-firebase-tools';

export const EMULATOR_PROJECT = 'demo-tala';

export interface AuthEmulator {
  /** `http://127.0.0.1:<port>` */
  url: string;
  host: string;
  /** The SMS codes the emulator "sent" (its verification-codes endpoint), newest last. */
  smsCodes(): Promise<{ phoneNumber: string; code: string }[]>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startAuthEmulator(): Promise<AuthEmulator> {
  const bin = ensureFirebaseTools();
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = await mkdtemp(path.join(tmpdir(), 'tala-firebase-'));
  await writeFile(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  let output = '';
  const child: ChildProcess = spawn(
    bin,
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', 'firebase.json'],
    {
      cwd: dir,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${auth}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited:\n${output}`);
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`The Auth emulator did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    host: `127.0.0.1:${auth}`,
    smsCodes: async () => {
      const response = await fetch(`${url}/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes`);
      const body = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
      return body.verificationCodes ?? [];
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
