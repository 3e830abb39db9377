/**
 * Starts and stops a platform: database, migrations, demo data, keys, HTTP server. main.ts
 * wraps it for the command line; tests (CLI, e2e helpers) start it in-process.
 */
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';

import type { PlatformConfig } from './config.ts';
import { createApp } from './create-app.ts';
import { loadOrCreateSharedRsaKeyPair } from './crypto/rsa-key-pair.ts';
import { clearServerInfo, loadOrCreateAdminToken, writeServerInfo } from './data-folder.ts';
import type { Db } from './db/database.ts';
import { openPreparedDatabase } from './db/open-prepared-database.ts';
import { createJobRunner, type JobRunner } from './jobs/job-runner.ts';
import { platformJobs } from './jobs/platform-jobs.ts';
import { createPlatformClock, type PlatformClock } from './platform-clock.ts';

export interface RunningPlatform {
  url: string;
  port: number;
  db: Db;
  adminToken: string;
  clock: PlatformClock;
  jobs: JobRunner;
  stop(): Promise<void>;
}

function listen(server: ServerType): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Opens the data folder, prepares the database and listens on `config.port`. */
export async function startPlatform(
  config: PlatformConfig,
  options: { log?: (line: string) => void } = {},
): Promise<RunningPlatform> {
  const db = await openPreparedDatabase(config);
  const adminToken = loadOrCreateAdminToken(config.dataDir);
  const captcha = config.testCaptchaText;
  const clock = createPlatformClock({ adjustable: config.testMode });
  const rsaKey = await loadOrCreateSharedRsaKeyPair(db, config.dataDir, clock.now());
  const jobs = createJobRunner(db, clock.now, options.log);
  for (const job of platformJobs()) jobs.register(job);
  const app = createApp({
    db,
    config,
    rsaKeys: [rsaKey],
    adminToken,
    now: clock.now,
    clock,
    jobs,
    ...(options.log ? { log: options.log } : {}),
    ...(captcha ? { captchaText: () => captcha } : {}),
  });

  // No hostname: Node listens dual-stack, so both 127.0.0.1 and ::1 reach "localhost".
  const server = serve({ fetch: app.fetch, port: config.port });
  const port = await listen(server).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  writeServerInfo(config.dataDir, { port, pid: process.pid });
  jobs.start();

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      clearServerInfo(config.dataDir, process.pid);
      await jobs.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open; the app has no long requests.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
    })();
    return stopped;
  };
  return { url: `http://localhost:${port}`, port, db, adminToken, clock, jobs, stop };
}
