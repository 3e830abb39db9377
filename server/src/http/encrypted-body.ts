/**
 * Declares an endpoint encrypted (contract §3): the middleware decrypts the body with the
 * platform's RSA keys and hands the parsed JSON to the handler; refusals answer 400 with the
 * envelope. Decrypted bodies carry passwords, so nothing here logs them.
 */
import type { Context, MiddlewareHandler } from 'hono';

import { decryptRequestBody } from '../crypto/envelope.ts';
import type { RsaKeyPair } from '../crypto/rsa-key-pair.ts';
import type { AppEnv } from './app-env.ts';
import { failResponse } from './envelope-response.ts';

// Encrypted bodies are small forms (login, register); anything bigger is not a client of ours.
const MAX_BODY_BYTES = 64 * 1024;

/** Middleware for encrypted endpoints; read the result with `decryptedJson(c)`. */
export function encryptedBody(keys: readonly RsaKeyPair[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('Content-Length') ?? 0);
    if (declared > MAX_BODY_BYTES) return failResponse(c, 413, 'request.param.err', 'Request body too large');
    const raw = await c.req.text();
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES)
      return failResponse(c, 413, 'request.param.err', 'Request body too large');
    const result = decryptRequestBody(
      raw,
      { encryption: c.req.header('Encryption'), digest: c.req.header('X-Digest'), rsa: c.req.header('X-RSA') },
      keys,
    );
    if (!result.ok) return failResponse(c, 400, result.errorCode, result.reason);
    c.set('decryptedJson', result.json);
    return next();
  };
}

/** The decrypted body of an endpoint behind `encryptedBody`. */
export function decryptedJson(c: Context<AppEnv>): unknown {
  return c.get('decryptedJson');
}
