/** A throwaway copy of dist/ whose config.json a test can edit, as an operator would. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../../../dist');

/** Copies dist/ and applies a change to its config.json. */
export async function distWithConfig(
  change: (config: Record<string, unknown>) => void,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tala-dist-'));
  await cp(DIST, dir, { recursive: true });
  await editConfig(dir, change);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Edits config.json in place in a dist folder. */
export async function editConfig(dir: string, change: (config: Record<string, unknown>) => void): Promise<void> {
  const file = path.join(dir, 'config.json');
  const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  change(config);
  await writeFile(file, JSON.stringify(config, null, 2));
}
