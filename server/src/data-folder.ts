/**
 * Files the platform keeps in its data folder besides the database: the admin token (operator
 * credential, mode 0600) and server.json (port and pid of the running server, read by the CLI).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ServerInfo {
  port: number;
  pid: number;
}

/** Path of the admin token file. */
export const adminTokenPath = (dataDir: string) => path.join(dataDir, 'admin-token');
/** Path of the running-server file. */
export const serverInfoPath = (dataDir: string) => path.join(dataDir, 'server.json');

/** Reads the admin token, creating a random one on first start. */
export function loadOrCreateAdminToken(dataDir: string): string {
  const file = adminTokenPath(dataDir);
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length >= 32) return token;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // mode only applies when the file is created.
  return token;
}

/** Reads the admin token without creating it (CLI). */
export function readAdminToken(dataDir: string): string | null {
  try {
    return readFileSync(adminTokenPath(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Records the running server's port and pid. */
export function writeServerInfo(dataDir: string, info: ServerInfo): void {
  writeFileSync(serverInfoPath(dataDir), `${JSON.stringify(info)}\n`, { mode: 0o600 });
}

/** The recorded server, or null when none was recorded or the file is unreadable. */
export function readServerInfo(dataDir: string): ServerInfo | null {
  try {
    const data: unknown = JSON.parse(readFileSync(serverInfoPath(dataDir), 'utf8'));
    if (typeof data !== 'object' || data === null) return null;
    const { port, pid } = data as Record<string, unknown>;
    return typeof port === 'number' && typeof pid === 'number' ? { port, pid } : null;
  } catch {
    return null;
  }
}

/** Removes server.json if it still names this process (another server may have replaced it). */
export function clearServerInfo(dataDir: string, pid: number): void {
  if (readServerInfo(dataDir)?.pid === pid) rmSync(serverInfoPath(dataDir), { force: true });
}
