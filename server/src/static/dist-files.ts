/**
 * Reading files from dist/. Files are read per request (the e2e suite edits dist/config.json
 * without restarting), except index.html, which every navigation serves and is cached until
 * its mtime changes.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface DistFile {
  body: Buffer;
  mtimeMs: number;
  size: number;
}

/** Resolves a URL path inside `distDir`; null when it escapes the folder or is malformed. */
export function resolveInDist(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = path.resolve(distDir);
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

/** A regular file's bytes, or null when missing or not a file. */
export async function readDistFile(fullPath: string): Promise<DistFile | null> {
  try {
    const info = await stat(fullPath);
    if (!info.isFile()) return null;
    return { body: await readFile(fullPath), mtimeMs: info.mtimeMs, size: info.size };
  } catch {
    return null;
  }
}

const indexCache = new Map<string, DistFile>();

/** dist/index.html, re-read only when its mtime or size changes; null when the app is not built. */
export async function readIndexHtml(distDir: string): Promise<DistFile | null> {
  const file = path.join(distDir, 'index.html');
  try {
    const info = await stat(file);
    const cached = indexCache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const fresh = await readDistFile(file);
    if (fresh) indexCache.set(file, fresh);
    return fresh;
  } catch {
    indexCache.delete(file);
    return null;
  }
}
