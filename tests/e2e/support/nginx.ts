/**
 * Debian's nginx serving a folder with the site configuration docs/deploy.md gives (read from the
 * page itself, scripts/lib/nginx-site.ts): only the address, the root and the platform's port are
 * swapped in. Its own prefix, logs and temp folders; stop() ends exactly the master it started.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { nginxSiteFromDocs } from '../../../scripts/lib/nginx-site';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DOCS = path.resolve(import.meta.dirname, '../../../docs/deploy.md');

export interface Nginx {
  url: string;
  stop: () => Promise<void>;
  logs: () => Promise<string>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Replaces one line of the documented site, failing when the page no longer has it. */
function swap(site: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(site)) throw new Error(`docs/deploy.md's nginx site no longer matches ${pattern}`);
  return site.replace(pattern, replacement);
}

/** Serves `root` (a dist folder) on a free port, proxying the platform paths to `apiPort`. */
export async function startNginx(root: string, apiPort: number): Promise<Nginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'tala-nginx-'));
  const port = await freePort();
  let site = nginxSiteFromDocs(await readFile(DOCS, 'utf8'));
  site = swap(site, /^\s*listen 443 ssl http2;.*$/mu, `    listen 127.0.0.1:${port};`);
  site = swap(site, /^\s*ssl_certificate .*\n/mu, '');
  site = swap(site, /^\s*ssl_certificate_key .*\n/mu, '');
  site = swap(site, /^(\s*root) \/srv\/tala\/current\/dist;/mu, `$1 ${root};`);
  site = swap(site, /proxy_pass http:\/\/127\.0\.0\.1:8080;/u, `proxy_pass http://127.0.0.1:${apiPort};`);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(prefix, temp));
  const isRoot = process.getuid?.() === 0;
  const conf = `
${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : ''}
${isRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site}
}
`;
  await writeFile(path.join(prefix, 'nginx.conf'), conf);
  let output = '';
  const child = spawn(
    NGINX,
    ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const logs = async () => `${output}${await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '')}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const text = await logs();
      await stop();
      throw new Error(`nginx exited:\n${text}`);
    }
    try {
      if ((await fetch(`${url}/config.json`)).ok) return { url, stop, logs };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const text = await logs();
  await stop();
  throw new Error(`nginx did not answer in 20 s:\n${text}`);
}
