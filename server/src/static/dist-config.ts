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
  /** `gameOrigins`: the operator's narrower list of origins a game frame may show. */
  gameOrigins: string[];
  /** The GeeTest v4 loader named by the operator (module GEETEST3), allowed as a script source. */
  scripts: string[];
  /** Firebase sign-in (`firebase` block): what its SDK calls, frames and loads. */
  firebase: { connect: string[]; frames: string[]; scripts: string[] };
}

const NO_FIREBASE = { connect: [], frames: [], scripts: [] };
const EMPTY: DistConfigOrigins = {
  apiBaseUrls: [],
  imageCDNs: [],
  launchGameCDNs: [],
  gameOrigins: [],
  scripts: [],
  firebase: NO_FIREBASE,
};

/**
 * The Firebase Auth SDK calls Identity Toolkit and Secure Token, shows the sign-in helper page
 * of the project's auth domain in a frame (Google's gapi loader drives it), and the SMS check
 * runs reCAPTCHA; with the Auth emulator all of it is the emulator's origin.
 */
function firebaseSources(value: unknown): DistConfigOrigins['firebase'] {
  if (typeof value !== 'object' || value === null) return NO_FIREBASE;
  const { authDomain, emulatorUrl } = value as Record<string, unknown>;
  if (typeof authDomain !== 'string' || !/^[a-z0-9.-]+(?::[0-9]+)?$/i.test(authDomain)) return NO_FIREBASE;
  const emulator = typeof emulatorUrl === 'string' ? [emulatorUrl] : [];
  return {
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator],
    frames: [`https://${authDomain}`, 'https://www.google.com', ...emulator],
    scripts: ['https://apis.google.com', 'https://www.google.com', 'https://www.gstatic.com'],
  };
}
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
      gameOrigins: stringList(record.gameOrigins),
      scripts: typeof record.geetestLoaderUrl === 'string' ? [record.geetestLoaderUrl] : [],
      firebase: firebaseSources(record.firebase),
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
