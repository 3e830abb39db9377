import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig, type PlatformConfig } from '../config.ts';
import { writeServerInfo } from '../data-folder.ts';
import { startPlatform, type RunningPlatform } from '../platform.ts';
import { runCli } from './run-cli.ts';

let root: string;
let config: PlatformConfig;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tala-cli-'));
  // Explicit config: a DATABASE_URL in the test environment must not redirect this test.
  config = {
    ...loadConfig({}, [], root),
    port: 0,
    dataDir: path.join(root, 'data'),
    distDir: path.join(root, 'dist'),
    databaseUrl: null,
  };
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    [...argv, '--data-dir', config.dataDir],
    {},
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A port that was free a moment ago and is closed now. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function publicStatus(platform: RunningPlatform) {
  const response = await fetch(`${platform.url}/wps/system/status`, { headers: { Merchant: 'tala' } });
  return ((await response.json()) as { value: { maintenance: boolean; info: { whitelabel: unknown } } }).value;
}

// Each command opens the data folder's PGlite (its WebAssembly start and a migration check): ten of
// them in one test took 29.5 s of a 30 s timeout in CI and timed out on a loaded machine.
describe('operator CLI', { timeout: 120_000 }, () => {
  it('changes a running server through its admin API', async () => {
    const platform = await startPlatform(config, { log: () => undefined });
    try {
      const result = await cli('status', 'maintenance');
      expect(result).toMatchObject({ code: 0 });
      expect(result.out).toContain('System status: maintenance');
      expect(result.out).toContain('running server');
      expect((await publicStatus(platform)).maintenance).toBe(true);

      const flags = await cli('whitelabel', 'list');
      expect(flags.out).toMatch(/^\s+GEETEST3 off$/m);
      expect((await cli('whitelabel', 'NOPE3', 'on')).code).toBe(1);
      expect((await cli('setting', 'set', 'loginedToHomePage', 'not json')).code).toBe(2);
    } finally {
      await platform.stop();
    }
  });

  it('opens the data folder directly when no server runs (also with a stale server.json)', async () => {
    const normal = await cli('status', 'normal');
    expect(normal.code).toBe(0);
    expect(normal.out).toContain('no server running');

    // A recorded server that no longer listens: connection refused → direct mode.
    writeServerInfo(config.dataDir, { port: await closedPort(), pid: process.pid });
    const flag = await cli('whitelabel', 'GEETEST3', 'on');
    expect(flag.code).toBe(0);
    expect(flag.out).toContain('no server running');
    expect((await cli('vendor', 'disable', 'LIVE', 'WM')).code).toBe(0);
    expect((await cli('notice', 'add', '--type', 'PL', '--title', 'From CLI', '--content', '<p>x</p>')).out).toMatch(
      /Announcement \d+ added/,
    );

    const platform = await startPlatform(config, { log: () => undefined });
    try {
      const status = await publicStatus(platform);
      expect(status.maintenance).toBe(false);
      expect(JSON.stringify(status.info.whitelabel)).toContain('{"modId":"GEETEST3","enabled":"1"');
    } finally {
      await platform.stop();
    }
  });

  it('manages accounts in the data folder', async () => {
    const created = await cli(
      'account',
      'create',
      'ops01',
      '--password',
      'Ops12345',
      '--phone',
      '+63 9170000009',
      '--type',
      '1',
      '--affiliate-code',
      'OPS1',
    );
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toMatch(/Account ops01 \(#\d+\) created/);
    expect(
      (
        await cli(
          'account',
          'update',
          'ops01',
          '--must-change-password',
          'true',
          '--password-expires-at',
          'none',
          '--upline',
          'agent01',
        )
      ).out,
    ).toMatch(/Account ops01 \(#\d+\) updated/);
    expect(
      (await cli('account', 'update', 'ops01', '--club-label', 'Gold', '--member-labels', 'VIP, Staff')).out,
    ).toMatch(/Account ops01 \(#\d+\) updated/);
    expect((await cli('account', 'update', 'ops01', '--member-labels', 'a,b,c,d,e,f')).code).toBe(1);
    expect((await cli('account', 'update', 'ghost01', '--type', '0')).code).toBe(1);
    expect((await cli('account', 'create', 'ops02')).code).toBe(2);
    expect((await cli('account', 'create', 'ops01', '--password', 'Ops12345')).code).toBe(1);
    expect((await cli('login-failures', 'clear')).out).toContain('Cleared 0 login-failure counter(s)');
    expect((await cli('outbox')).out).toContain('The outbox is empty');
    const sends = await cli('sends', '--hours', '2');
    expect(sends.out).toContain('Nothing was sent or refused in that time');
  });

  it('reads the outbox and expires sessions through a running server', async () => {
    const platform = await startPlatform(config, { log: () => undefined });
    try {
      const response = await fetch(`${platform.url}/wps/member/password/email`, {
        method: 'POST',
        headers: { Merchant: 'tala', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'username=demo01&email=demo01%40tala.example',
      });
      expect(((await response.json()) as { success: boolean }).success).toBe(true);
      const mail = await cli('outbox', 'demo01@tala.example');
      expect(mail.out).toMatch(/email to demo01@tala\.example — Your temporary Tala password/);
      expect(mail.out).toMatch(/temporary password is [A-Za-z0-9]{10}/);
      expect(mail.out).toContain('running server');
      expect((await cli('sends')).out).toMatch(/email temporary password: sent 1$/m);
      expect((await cli('session', 'expire', 'demo01')).out).toContain('Revoked 0 session(s) of demo01');
      expect((await cli('session', 'expire', 'ghost01')).code).toBe(1);
    } finally {
      await platform.stop();
    }
  });

  it('prints usage with exit code 2 for unknown commands', async () => {
    const result = await cli('reboot');
    expect(result.code).toBe(2);
    expect(result.err).toContain('unknown command: reboot');
    expect(result.err).toContain('Usage:');
    expect((await cli('help')).code).toBe(0);
  });
});
