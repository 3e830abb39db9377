/** Runs the operator CLI against a throwaway data folder (no server running: direct mode). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { runCli } from '../cli/run-cli.ts';

export interface CliFolder {
  /** The data folder (set once the suite has started). */
  dataDir: string;
  cli: (...argv: string[]) => Promise<{ code: number; out: string; err: string }>;
}

/** Registers a temp data folder for the suite and returns a CLI runner bound to it. */
export function useCliDataFolder(prefix: string): CliFolder {
  let root = '';
  const folder: CliFolder = {
    dataDir: '',
    cli: async (...argv) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli([...argv, '--data-dir', folder.dataDir], {}, { out: (line) => out.push(line), err: (line) => err.push(line) });
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
  };
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), prefix));
    folder.dataDir = path.join(root, 'data');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return folder;
}
