/**
 * The release artifact (`npm run release`, scripts/release.ts): the versioned artifact an operator downloads, verifies and rolls back to.
 * `release/tala-<version>.tar.gz` holds one folder `tala-<version>/` with the built `dist/`, the
 * brand kit and the checker bundled into `tools/*.mjs` (run with plain `node`; sharp and its
 * linux-x64 binary bundled in `tools/node_modules`), the nginx site of docs/deploy.md, the
 * version's CHANGELOG entry and `SHA256SUMS` of every file; `tala-<version>.tar.gz.sha256` lies
 * beside it. The version is package.json's (semantic). Deterministic: the same inputs give the
 * same bytes (sorted entries, fixed times and owners).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { build } from 'rolldown';

import { nginxSiteFromDocs } from './nginx-site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Major.minor.patch with an optional pre-release and build (semver.org). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[\da-z-]+(?:\.[\da-z-]+)*)?(?:\+[\da-z-]+(?:\.[\da-z-]+)*)?$/iu;
const TOOLS = { 'brand.mjs': 'tools/brand-kit/brand-cli.ts', 'check-dist.mjs': 'tools/brand-kit/check-dist-cli.ts' };
/** The image library stays a real package (a native binary): bundled as node_modules, not into the .mjs. */
const RUNTIME_PACKAGE = 'sharp';

export interface ReleaseOptions {
  /** The built app. */
  distDir: string;
  /** Where the .tar.gz goes. */
  outDir: string;
  version: string;
  /** The whole CHANGELOG.md; the version's entry is taken from it. */
  changelog: string;
}

export interface Release {
  archive: string;
  sha256: string;
}

/** The `## <version>` section of the changelog, or an error saying to write one. */
export function changelogEntry(changelog: string, version: string): string {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^## \\[?${version.replace(/\./gu, '\\.')}\\]?(?:\\s|$)`, 'u').test(line),
  );
  if (start < 0)
    throw new Error(`CHANGELOG.md has no entry for ${version}: add "## ${version} — <date>" with what changed`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return `${lines
    .slice(start, end < 0 ? undefined : end)
    .join('\n')
    .trim()}\n`;
}

async function* walk(dir: string, prefix = ''): AsyncGenerator<string> {
  const entries = (await readdir(path.join(dir, prefix), { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(dir, relative);
    else if (entry.isFile()) yield relative;
  }
}

/** `<sha256>  <path>` lines, as `sha256sum -c` reads them. */
async function checksums(dir: string): Promise<string> {
  const lines: string[] = [];
  for await (const file of walk(dir))
    lines.push(
      `${createHash('sha256')
        .update(await readFile(path.join(dir, file)))
        .digest('hex')}  ${file}`,
    );
  return `${lines.join('\n')}\n`;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The folder of `name` as Node would resolve it from `fromDir` (walking up node_modules). */
async function packageDir(name: string, fromDir: string): Promise<string | undefined> {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    try {
      await readFile(path.join(candidate, 'package.json'));
      return candidate;
    } catch {
      if (dir === path.dirname(dir)) return undefined;
    }
  }
}

/**
 * Copies the runtime package and what it needs on this machine (its dependencies, and the optional
 * ones npm installed: sharp's binary for this platform) into `target/node_modules`.
 */
async function bundleRuntimePackage(name: string, target: string): Promise<string> {
  const root = await packageDir(name, ROOT);
  if (!root) throw new Error(`${name} is not installed: run npm ci`);
  const copied = new Set<string>();
  const copy = async (pkg: string, dir: string) => {
    if (copied.has(pkg)) return;
    copied.add(pkg);
    await cp(dir, path.join(target, 'node_modules', pkg), { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
    for (const dep of [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
    ]) {
      const depDir = await packageDir(dep, dir);
      // Nested under the package itself: already copied with it. Absent: another platform's binary.
      if (depDir && !depDir.startsWith(`${dir}${path.sep}`)) await copy(dep, depDir);
    }
  };
  await copy(name, root);
  return (JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as PackageJson).version;
}

/** Builds the archive from an already built dist/. */
export async function makeRelease({ distDir, outDir, version, changelog }: ReleaseOptions): Promise<Release> {
  if (!SEMVER.test(version)) throw new Error(`"${version}" is not a semantic version (major.minor.patch)`);
  const entry = changelogEntry(changelog, version);
  const name = `tala-${version}`;
  const staging = await mkdtemp(path.join(tmpdir(), 'tala-release-'));
  try {
    const top = path.join(staging, name);
    await cp(distDir, path.join(top, 'dist'), {
      recursive: true,
      filter: (source) => !source.split(path.sep).includes('.vite'),
    });
    const tools = path.join(top, 'tools');
    for (const [file, input] of Object.entries(TOOLS))
      await build({
        input: path.join(ROOT, input),
        platform: 'node',
        external: [RUNTIME_PACKAGE],
        logLevel: 'warn',
        output: { file: path.join(tools, file), format: 'esm', minify: false },
      });
    const sharpVersion = await bundleRuntimePackage(RUNTIME_PACKAGE, tools);
    await writeFile(
      path.join(tools, 'package.json'),
      `${JSON.stringify({ name: 'tala-tools', private: true, type: 'module', engines: { node: '>=20.9' }, dependencies: { [RUNTIME_PACKAGE]: sharpVersion } }, null, 2)}\n`,
    );
    await writeFile(
      path.join(top, 'nginx-site.conf'),
      nginxSiteFromDocs(await readFile(path.join(ROOT, 'docs/deploy.md'), 'utf8')),
    );
    await writeFile(path.join(top, 'CHANGELOG.md'), entry);
    await writeFile(path.join(top, 'SHA256SUMS'), await checksums(top));

    await mkdir(outDir, { recursive: true });
    const archive = path.join(outDir, `${name}.tar.gz`);
    const tar = spawnSync(
      'tar',
      ['--sort=name', '--mtime=@0', '--owner=0', '--group=0', '--numeric-owner', '-C', staging, '-cf', '-', name],
      { maxBuffer: 1024 ** 3 },
    );
    if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr.toString()}`);
    // gzip without a name or time in its header, so the same tree gives the same bytes; level 6: -9
    // took twice the CPU (3.3 s against 1.5 s here) for 0.5 % fewer bytes, most of them sharp's binary.
    const gzip = spawnSync('gzip', ['-6', '-n'], { input: tar.stdout, maxBuffer: 1024 ** 3 });
    if (gzip.status !== 0) throw new Error(`gzip failed: ${gzip.stderr.toString()}`);
    await writeFile(archive, gzip.stdout);
    const sha256 = createHash('sha256').update(gzip.stdout).digest('hex');
    await writeFile(`${archive}.sha256`, `${sha256}  ${path.basename(archive)}\n`);
    return { archive, sha256 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
