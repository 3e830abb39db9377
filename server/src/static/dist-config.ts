/**
 * The origins named in dist/config.json (the runtime brand config), for the CSP. Cached by
 * mtime: it is read on every response but changes only when an operator edits it.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface DistConfigOrigins {
  apiBaseUrls: string[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** The GeeTest v4 loader named by the operator (module GEETEST3), allowed as a script source. */
  scripts: string[];
}

const EMPTY: DistConfigOrigins = { apiBaseUrls: [], imageCDNs: [], launchGameCDNs: [], scripts: [] };
const cache = new Map<string, { mtimeMs: number; size: number; value: DistConfigOrigins }>();

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function parse(text: string): DistConfigOrigins {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return EMPTY;
    const record = data as Record<string, unknown>;
    return {
      apiBaseUrls: stringList(record.apiBaseUrls),
      imageCDNs: stringList(record.imageCdns),
      launchGameCDNs: stringList(record.launchCdns),
      scripts: typeof record.geetestLoaderUrl === 'string' ? [record.geetestLoaderUrl] : [],
    };
  } catch {
    return EMPTY;
  }
}

/** The URL lists of dist/config.json; empty lists when it is missing or unreadable. */
export async function readDistConfigOrigins(distDir: string): Promise<DistConfigOrigins> {
  const file = path.join(distDir, 'config.json');
  try {
    const info = await stat(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value;
    const value = parse(await readFile(file, 'utf8'));
    cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
    return value;
  } catch {
    return EMPTY;
  }
}
