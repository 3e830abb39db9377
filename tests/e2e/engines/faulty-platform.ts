/**
 * The built app against a platform whose every /wps and /lgw call answers status 500 (as
 * tests/e2e/platform-faults.spec.ts makes its faults): a few lines of node:http serving dist/.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { staticType } from '../support/static-types';

const DIST = path.resolve(import.meta.dirname, '../../../dist');

export interface FaultyPlatform {
  url: string;
  /** API calls answered so far. */
  calls: () => number;
  stop: () => Promise<void>;
}

/** Starts the server on a free port. */
export async function startFaultyPlatform(): Promise<FaultyPlatform> {
  let calls = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (/^\/(wps|lgw|lotto\/lgw)\//.test(url.pathname)) {
        calls += 1;
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Internal Server Error"}');
        return;
      }
      let file = path.join(DIST, path.normalize(url.pathname));
      if (!file.startsWith(DIST) || !(await stat(file).catch(() => null))?.isFile())
        file = path.join(DIST, 'index.html');
      res.writeHead(200, { 'content-type': staticType(file) }).end(await readFile(file));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
