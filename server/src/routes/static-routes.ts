/**
 * Serves the built app from dist/ with the SPA fallback: GET/HEAD navigations to extension-less
 * paths (and /index.html, /register.html) answer index.html so history-mode routes survive a
 * reload. API, admin and image paths never fall back; unknown files with an extension are 404.
 */
import { join } from 'node:path';

import { Hono, type Context } from 'hono';

import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { cacheControlFor } from '../static/cache-policy.ts';
import { isCompressible, precompressedCopy } from '../static/content-encoding.ts';
import { contentTypeFor } from '../static/content-types.ts';
import { readDistFile, readIndexHtml, resolveInDist, type DistFile } from '../static/dist-files.ts';

const NO_FALLBACK = ['/wps', '/lgw', '/lotto/lgw', '/admin', '/TCG_PROD_IMAGES'];
const HTML_ENTRIES = new Set(['/index.html', '/register.html']);

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function hasExtension(path: string): boolean {
  return /\.[^/]+$/.test(path);
}

/** Answers with the file, or with its precompressed copy when the client accepts one (then with
 * Content-Encoding, its own ETag, and Vary so caches keep the encodings apart). */
async function fileResponse(
  c: Context<AppEnv>,
  fullPath: string,
  file: DistFile,
  contentType: string,
  cacheControl: string,
): Promise<Response> {
  const copy = await precompressedCopy(fullPath, file, c.req.header('Accept-Encoding'));
  const sent = copy?.file ?? file;
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${copy ? `-${copy.encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
  };
  if (isCompressible(fullPath)) headers.Vary = 'Accept-Encoding';
  if (copy) headers['Content-Encoding'] = copy.encoding;
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(sent.body), 200, headers);
}

async function serveIndex(c: Context<AppEnv>, distDir: string): Promise<Response> {
  const index = await readIndexHtml(distDir);
  if (!index) {
    return c.text('App not built: run npm run build', 503, { 'Cache-Control': 'no-store' });
  }
  return fileResponse(c, join(distDir, 'index.html'), index, 'text/html; charset=utf-8', 'no-cache');
}

/** The static app routes; mount last, after every API route. */
export function staticRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    if (NO_FALLBACK.some((prefix) => underPrefix(path, prefix))) return c.notFound();
    if (HTML_ENTRIES.has(path)) return serveIndex(c, deps.config.distDir);

    const fullPath = path === '/' ? null : resolveInDist(deps.config.distDir, path);
    if (fullPath) {
      const file = await readDistFile(fullPath);
      if (file) return fileResponse(c, fullPath, file, contentTypeFor(fullPath), cacheControlFor(path));
    }
    if (hasExtension(path)) return c.text('Not found', 404);
    return serveIndex(c, deps.config.distDir);
  });
  return app;
}
