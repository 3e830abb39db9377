/** The release artifact: its checksums verify, and the shipped brand kit and checker run with plain node. */
import { spawnSync } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeTestDist, type TestDist } from '../tools/brand-kit/test-dist.ts';
import { changelogEntry, makeRelease, type Release } from './lib/release-archive.ts';

const CHANGELOG = `# Changelog\n\n## 2.3.4 — 2026-12-01\n\n- Second.\n\n## 2.3.3 — 2026-11-01\n\n- First.\n`;

let dist: TestDist;
let work: string;
let release: Release;
let top: string;

beforeAll(async () => {
  dist = await makeTestDist();
  work = await mkdtemp(path.join(tmpdir(), 'tala-release-test-'));
  release = await makeRelease({
    distDir: dist.dir,
    outDir: path.join(work, 'out'),
    version: '2.3.4',
    changelog: CHANGELOG,
  });
  const extract = spawnSync('tar', ['-xzf', release.archive, '-C', work]);
  expect(extract.status).toBe(0);
  top = path.join(work, 'tala-2.3.4');
}, 120_000);
afterAll(async () => {
  await dist?.remove();
  await rm(work, { recursive: true, force: true });
});

/** Plain node, from the extracted folder: no tsx loader, no source checkout. */
function runShipped(args: string[]) {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return spawnSync(process.execPath, args, { cwd: top, env, encoding: 'utf8' });
}

describe('npm run release', () => {
  it('writes tala-<version>.tar.gz whose own checksum and SHA256SUMS verify', async () => {
    expect(path.basename(release.archive)).toBe('tala-2.3.4.tar.gz');
    const outer = spawnSync('sha256sum', ['-c', 'tala-2.3.4.tar.gz.sha256'], {
      cwd: path.dirname(release.archive),
      encoding: 'utf8',
    });
    expect(outer.stdout).toBe('tala-2.3.4.tar.gz: OK\n');
    const inner = spawnSync('sha256sum', ['-c', '--strict', 'SHA256SUMS'], { cwd: top, encoding: 'utf8' });
    expect(inner.status).toBe(0);
    const listed = (await readFile(path.join(top, 'SHA256SUMS'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => line.slice(66));
    expect(listed).toEqual(
      expect.arrayContaining([
        'CHANGELOG.md',
        'nginx-site.conf',
        'dist/config.json',
        'dist/index.html',
        'tools/brand.mjs',
        'tools/check-dist.mjs',
      ]),
    );
    expect(listed.some((file) => file.startsWith('tools/node_modules/sharp/'))).toBe(true);
    expect(listed.some((file) => /^tools\/node_modules\/@img\/sharp-linux-x64\//u.test(file))).toBe(true);
    // Only this version's entry.
    expect(await readFile(path.join(top, 'CHANGELOG.md'), 'utf8')).toBe('## 2.3.4 — 2026-12-01\n\n- Second.\n');
    expect(await readFile(path.join(top, 'nginx-site.conf'), 'utf8')).toContain('gzip_static on;');

    // A changed file no longer verifies.
    await appendFile(path.join(top, 'dist/index.html'), '<!-- tampered -->');
    const tampered = spawnSync('sha256sum', ['-c', '--quiet', 'SHA256SUMS'], { cwd: top, encoding: 'utf8' });
    expect(tampered.status).not.toBe(0);
    expect(tampered.stdout).toContain('dist/index.html: FAILED');
  });

  it('ships a checker and a brand kit that run with plain node', async () => {
    const checked = runShipped(['tools/check-dist.mjs', 'dist']);
    expect([checked.status, checked.stdout]).toEqual([0, 'dist: configuration OK\n']);

    await writeFile(
      path.join(top, 'brand.json'),
      JSON.stringify({
        name: 'Lucky Star',
        colors: { primary: '#1d3fbb', accent: '#ffd400', background: '#0a1030', surface: '#151d4a', text: '#f5f7ff' },
        logo: 'logo.svg',
      }),
    );
    await writeFile(
      path.join(top, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#ffd400"/></svg>',
    );
    const branded = runShipped(['tools/brand.mjs', 'brand.json', '--dist', 'dist']);
    expect(branded.stderr).toBe('');
    expect(branded.status).toBe(0);
    expect(branded.stdout).toContain('configuration OK');
    const config = JSON.parse(await readFile(path.join(top, 'dist/config.json'), 'utf8')) as {
      brand: { name: string };
    };
    expect(config.brand.name).toBe('Lucky Star');

    await writeFile(path.join(top, 'dist/config.json'), '{"merchant": 1}');
    const broken = runShipped(['tools/check-dist.mjs', 'dist']);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('error    config.json merchant: expected string; found 1');
  });

  it('refuses a version that is not semantic or has no changelog entry', async () => {
    const options = { distDir: dist.dir, outDir: path.join(work, 'refused'), changelog: CHANGELOG };
    await expect(makeRelease({ ...options, version: '2.3' })).rejects.toThrow('"2.3" is not a semantic version');
    await expect(makeRelease({ ...options, version: '9.9.9' })).rejects.toThrow('CHANGELOG.md has no entry for 9.9.9');
    expect(changelogEntry(CHANGELOG, '2.3.3')).toBe('## 2.3.3 — 2026-11-01\n\n- First.\n');
  });
});
