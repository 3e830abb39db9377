/**
 * `npm run release`: builds dist/ when stale, then `release/tala-<version>.tar.gz` (version from
 * package.json, its entry from CHANGELOG.md) and its `.sha256`. What it holds: scripts/lib/release-archive.ts;
 * how operators use it: docs/deploy.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { ensureBuild } from './ensure-build.ts';
import { makeRelease } from './lib/release-archive.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
interface PackageJson {
  version: string;
}

ensureBuild();
const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const release = await makeRelease({
  distDir: path.join(ROOT, 'dist'),
  outDir: path.join(ROOT, 'release'),
  version: pkg.version,
  changelog: await readFile(path.join(ROOT, 'CHANGELOG.md'), 'utf8'),
});
console.log(`${path.relative(ROOT, release.archive)}\nsha256 ${release.sha256}`);
