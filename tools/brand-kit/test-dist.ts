/** A small dist/ for the brand kit's tests: the shipped config.json, icons and index.html, a manifest and a precache list. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { pwaOptions } from '../../scripts/pwa-options.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A second brand for the tests (another name, colours and logo than Tala's). */
export const LUCKY_STAR = {
  name: 'Lucky Star',
  shortName: 'Lucky',
  colors: { primary: '#1d3fbb', accent: '#ffd400', background: '#0a1030', surface: '#151d4a', text: '#f5f7ff' },
};

/** The parts of config.json the tests change (any value: they write wrong types on purpose). */
export interface EditableConfig {
  apiBaseUrls: string[];
  imageCdns?: string[];
  brand: { name?: unknown; logo: string; colors: Record<string, unknown>; chatHeaderColor?: unknown };
}
export interface EditableManifest {
  name: string;
  icons: { src: string; sizes: string }[];
}

export interface TestDist {
  dir: string;
  editConfig(change: (config: EditableConfig) => void): Promise<void>;
  editManifest(change: (manifest: EditableManifest) => void): Promise<void>;
  remove(): Promise<void>;
}

export async function makeTestDist(): Promise<TestDist> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tala-brand-'));
  await cp(path.join(ROOT, 'public'), dir, { recursive: true });
  await cp(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
  // The build's manifest, as vite-plugin-pwa writes it from these options.
  const manifest = pwaOptions.manifest;
  await writeFile(path.join(dir, 'manifest.webmanifest'), JSON.stringify(manifest));
  const entries = ['index.html', 'pwa-192x192.png', 'favicon.svg', 'manifest.webmanifest', 'pwa-192x192.png']
    .map((url) => `{url:"${url}",revision:"0123456789abcdef0123456789abcdef"}`)
    .join(',');
  await writeFile(path.join(dir, 'sw.js'), `define(["./workbox-0"],function(s){s.precacheAndRoute([${entries}],{})});`);
  const edit = async <T>(file: string, change: (value: T) => void) => {
    const value = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as T;
    change(value);
    await writeFile(path.join(dir, file), JSON.stringify(value));
  };
  return {
    dir,
    editConfig: (change) => edit<EditableConfig>('config.json', change),
    editManifest: (change) => edit<EditableManifest>('manifest.webmanifest', change),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
