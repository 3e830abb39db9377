/**
 * A Vite plugin that writes Brotli (`.br`) and gzip (`.gz`) copies of the text assets next to
 * each file after the build, so a static server (the reference platform, nginx's gzip_static /
 * brotli_static, a CDN origin) can answer with the precompressed bytes instead of compressing
 * on every request or, worse, not at all. Runs after vite-plugin-pwa wrote sw.js (closeBundle,
 * ordered post) so the service worker and workbox files are compressed too.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin, ResolvedConfig } from 'vite';

import { COMPRESSIBLE_PATH } from '../server/src/static/compressible.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files this small gain nothing once headers are counted. */
const MIN_BYTES = 1024;
/** Operators edit these after the build; a stale compressed copy would win over their edit. */
const EDITED_AFTER_BUILD = new Set(['config.json']);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to one file, each only when smaller than the file, and
 * deletes a copy that would now be stale (the brand kit rewrites files of a built dist/).
 */
export async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const compressible = COMPRESSIBLE_PATH.test(file) && !EDITED_AFTER_BUILD.has(path.basename(file));
  const [br, gz] =
    compressible && body.length >= MIN_BYTES
      ? await Promise.all([
          brotli(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gzipAsync(body, { level: 9 }),
        ])
      : [undefined, undefined];
  // Only keep a copy that is actually smaller.
  for (const [suffix, copy] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (copy && copy.length < body.length) await writeFile(`${file}${suffix}`, copy);
    else await rm(`${file}${suffix}`, { force: true });
  }
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`; returns how many. */
export async function compressDir(dir: string): Promise<number> {
  let count = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of walk(dir)) {
    if (
      !COMPRESSIBLE_PATH.test(file) ||
      EDITED_AFTER_BUILD.has(path.basename(file)) ||
      file.includes(`${path.sep}.vite${path.sep}`)
    )
      continue;
    const info = await stat(file);
    if (info.size < MIN_BYTES) continue;
    count += 1;
    jobs.push(compressFile(file));
  }
  await Promise.all(jobs);
  return count;
}

/** The plugin: compresses dist/ once the bundle (and the service worker) are written. */
export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tala:compress-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const count = await compressDir(outDir);
        config.logger.info(`compressed ${count} text assets (.br, .gz)`);
      },
    },
  };
}
