/**
 * Compresses dynamic text answers (API JSON, generated SVG) on the fly, as the compressing proxy
 * or CDN in front of a real operator's platform would: Brotli (quality 4) when accepted, else
 * gzip (level 5), both tuned for speed over size. Negotiation is the static assets' own
 * (`acceptedEncodings`: br first, `q=0` refuses). Left alone: bodies under 1 KB, answers that
 * already carry `Content-Encoding`, event streams, range answers, statuses without a body.
 *
 * BREACH (docs/security.md, "Compression and BREACH"): only GET answers are compressed, never
 * one that sets a cookie, and never the GET form of an endpoint that hands out a credential.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { MiddlewareHandler } from 'hono';

import { acceptedEncodings, type ContentEncoding } from '../static/content-encoding.ts';
import type { AppEnv } from './app-env.ts';

/** Below this, the saved bytes do not pay for the work (and the headers grow). */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE_TYPE =
  /^(?:application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml|text\/(?!event-stream)[\w.+-]+)\s*(?:;|$)/i;
// GET answers that carry a new credential (the launch URL holds a single-use game token).
const CREDENTIAL_PATHS = new Set(['/wps/game/launchGame']);
const NO_BODY_STATUS = new Set([204, 205, 304]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ENCODERS: Record<ContentEncoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
  gzip: (body) => gzipAsync(body, { level: 5 }),
};

/** On-the-fly compression of the routes below it. */
export function compressResponse(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || CREDENTIAL_PATHS.has(c.req.path)) return;
    if (!COMPRESSIBLE_TYPE.test(c.res.headers.get('Content-Type') ?? '')) return;
    // Whatever this client sent, the answer may be compressed for another: caches keep them apart.
    if (!/\baccept-encoding\b/i.test(c.res.headers.get('Vary') ?? ''))
      c.header('Vary', 'Accept-Encoding', { append: true });
    const res = c.res;
    if (!res.body || res.status < 200 || NO_BODY_STATUS.has(res.status) || res.status === 206) return;
    if (res.headers.has('Content-Encoding') || res.headers.has('Content-Range') || res.headers.has('Set-Cookie'))
      return;
    const length = Number(res.headers.get('Content-Length') ?? Infinity);
    if (length < MIN_COMPRESS_BYTES) return;
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const small = body.byteLength < MIN_COMPRESS_BYTES;
    // The body was read: answer with a fresh Response either way (Hono copies the headers over).
    c.res = new Response(small ? body : await ENCODERS[encoding](body), res);
    if (small) return;
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
  };
}
