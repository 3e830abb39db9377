/**
 * Test helper: a platform app on an in-memory PGlite (migrated, seeded at a pinned clock), a
 * fresh RSA key, a fixed admin token and a temporary dist/ folder with fake build files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Hono } from 'hono';

import type { AppDeps } from '../app-deps.ts';
import { loadConfig, type PlatformConfig } from '../config.ts';
import { createApp } from '../create-app.ts';
import { generateRsaKeyPair } from '../crypto/rsa-key-pair.ts';
import type { Db } from '../db/database.ts';
import type { TestBackend } from '../db/test-databases.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PlatformClock } from '../platform-clock.ts';
import { openSeededPglite } from './seeded-pglite.ts';
import { openSeededPostgres } from './seeded-postgres.ts';

export const TEST_NOW = new Date('2026-06-15T12:00:00Z');
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123456789';
export const TEST_MERCHANT = 'tala';

export interface TestPlatform {
  app: Hono<AppEnv>;
  deps: AppDeps;
  distDir: string;
  logs: string[];
  /** `app.request` with the Merchant header added unless `headers` sets it. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  dispose(): Promise<void>;
}

/** Writes the fake build: shell, service worker, config, manifest and a hashed asset. */
export function writeFakeDist(distDir: string): void {
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Tala</title><div id="root"></div>');
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(distDir, 'registerSW.js'), '// register');
  writeFileSync(path.join(distDir, 'workbox-1a2b3c4d.js'), '// workbox');
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Tala"}');
  writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(distDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  writeFileSync(
    path.join(distDir, 'config.json'),
    JSON.stringify({
      merchant: TEST_MERCHANT,
      apiBaseUrls: ['https://api1.tala.example', 'https://api2.tala.example/base'],
    }),
  );
}

export interface TestPlatformOptions {
  /** Storage backend (default: in-memory PGlite). */
  backend?: TestBackend;
  /** Platform clock (default: pinned at TEST_NOW). */
  now?: () => Date;
  /** Captcha answers (default: random). */
  captchaText?: () => string;
  /** A movable clock and the jobs it drives (`POST /wps/test/clock`); its `now` wins over `now`. */
  clock?: PlatformClock;
  jobs?: (db: Db, now: () => Date) => JobRunner;
}

/** Builds a test platform; `config` overrides the defaults (test mode off, no proxy). */
export async function createTestPlatform(
  config: Partial<PlatformConfig> = {},
  options: TestPlatformOptions = {},
): Promise<TestPlatform> {
  const root = mkdtempSync(path.join(tmpdir(), 'tala-platform-'));
  const distDir = path.join(root, 'dist');
  writeFakeDist(distDir);
  let db: Db;
  let closeDb: () => Promise<void>;
  if (options.backend?.url) {
    // PostgreSQL clones a migrated-and-seeded template database, as PGlite starts from a dump.
    const handle = await openSeededPostgres(options.backend.url, TEST_NOW);
    db = handle.db;
    closeDb = () => handle.dispose();
  } else {
    // PGlite starts from a cached migrated-and-seeded dump: same rows, a tenth of the time.
    db = await openSeededPglite(TEST_NOW);
    closeDb = () => db.close();
  }
  const logs: string[] = [];
  const deps: AppDeps = {
    db,
    // The clock is pinned, so a minute never ends: the request rates stay out of the way unless a test sets them.
    config: {
      ...loadConfig({}, [], root),
      dataDir: root,
      distDir,
      ipRateLimit: 1_000_000,
      sessionRateLimit: 1_000_000,
      ...config,
    },
    rsaKeys: [generateRsaKeyPair()],
    adminToken: TEST_ADMIN_TOKEN,
    log: (line) => logs.push(line),
    now: options.clock?.now ?? options.now ?? (() => TEST_NOW),
    ...(options.captchaText ? { captchaText: options.captchaText } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  };
  if (options.jobs) deps.jobs = options.jobs(db, deps.now ?? (() => TEST_NOW));
  const app = createApp(deps);
  return {
    app,
    deps,
    distDir,
    logs,
    request(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('Merchant')) headers.set('Merchant', TEST_MERCHANT);
      return Promise.resolve(app.request(pathname, { ...init, headers }));
    },
    async dispose() {
      // A test may have closed the database on purpose; the folder must go either way.
      await closeDb().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
