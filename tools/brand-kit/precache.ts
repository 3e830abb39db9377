/**
 * Updates the service worker's precache list after the brand kit rewrote files of a built dist/.
 * Workbox names each precached file with the MD5 of its bytes (`{url:"pwa-192x192.png",revision:"…"}`);
 * a changed revision changes sw.js, so an installed app sees a new worker, fetches exactly the
 * changed files and, once the player takes the update, shows the new brand.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function revisionOf(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Sets the revision of every file in `changed` (paths relative to dist, `/` separated) in
 * `dist/sw.js`; a file the list lacks is added when `addMissing` says it should be precached.
 * Returns whether sw.js changed.
 */
export async function updatePrecache(
  dist: string,
  changed: readonly string[],
  addMissing: (file: string) => boolean,
): Promise<boolean> {
  const workerFile = path.join(dist, 'sw.js');
  const before = await readFile(workerFile, 'utf8');
  let worker = before;
  for (const file of changed) {
    const revision = revisionOf(await readFile(path.join(dist, file)));
    const entry = new RegExp(`\\{url:"${escape(file)}",revision:"[\\da-f]*"\\}`, 'gu');
    if (entry.test(worker)) worker = worker.replace(entry, `{url:"${file}",revision:"${revision}"}`);
    else if (addMissing(file)) {
      const list = 'precacheAndRoute([';
      if (!worker.includes(list))
        throw new Error('sw.js has no precache list: is this a dist/ built by `npm run build`?');
      worker = worker.replace(list, `${list}{url:"${file}",revision:"${revision}"},`);
    }
  }
  if (worker === before) return false;
  await writeFile(workerFile, worker);
  return true;
}
