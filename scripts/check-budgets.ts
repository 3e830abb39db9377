/**
 * Checks the performance budgets of docs/budgets.md against dist/: the JavaScript the first route
 * needs (entry, its static imports and the home route's chunks, gzip), and the precache size.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_ROUTE_JS_LIMIT = 200 * 1024;
export const PRECACHE_LIMIT = 5 * 1024 * 1024;
export const PRECACHE_FILE_LIMIT = 2 * 1024 * 1024;
const DIST = process.argv[2] ?? 'dist';

type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;

function collect(key: string, seen: Set<string>): void {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return;
  seen.add(entry.file);
  for (const child of entry.imports ?? []) collect(child, seen);
}

const firstRoute = new Set<string>();
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');
collect(entryKey, firstRoute);
// The home route: its layout and page chunks, plus the default (tl) catalog.
for (const key of Object.keys(manifest)) {
  if (/routes\/(_site\.tsx|_site\/index\.tsx)\?tsr-split/.test(key) || /locales\/tl\/messages\.po$/.test(key)) collect(key, firstRoute);
}
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const jsFiles = [...firstRoute].filter((f) => f.endsWith('.js'));
const firstRouteBytes = jsFiles.reduce((sum, f) => sum + gzipSize(f), 0);

const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1] as string);
let precacheBytes = 0;
const oversized: string[] = [];
for (const url of precached) {
  const size = statSync(path.join(DIST, url)).size;
  precacheBytes += size;
  if (size > PRECACHE_FILE_LIMIT) oversized.push(`${url} (${size} B)`);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`First-route JS: ${kb(firstRouteBytes)} gzip in ${jsFiles.length} files (budget ${kb(FIRST_ROUTE_JS_LIMIT)})`);
console.log(`Precache: ${precached.length} files, ${kb(precacheBytes)} (budget ${kb(PRECACHE_LIMIT)}, no file over ${kb(PRECACHE_FILE_LIMIT)})`);
const failures = [
  firstRouteBytes > FIRST_ROUTE_JS_LIMIT && 'first-route JS over budget',
  precacheBytes > PRECACHE_LIMIT && 'precache over budget',
  oversized.length > 0 && `precached files over 2 MiB: ${oversized.join(', ')}`,
].filter(Boolean);
if (failures.length > 0) {
  console.error(`Budget check failed: ${failures.join('; ')}`);
  process.exit(1);
}
