// Decrypts an encrypted request body (contract §3.5). Accepts the current form
// ({"value": b64} + X-Digest + X-RSA) and the legacy bare-Base64 body. Self-contained on
// node:crypto so the server does not depend on the client's crypto-js build.
// Decrypted bodies carry passwords: nothing here logs, and refusal reasons never quote them.
import { createDecipheriv } from 'node:crypto';

import { rsaPrivateOperation, type RsaKeyPair } from './rsa-key-pair';

/** Envelope headers as read from the request (lower-case names; absent ones undefined). */
export interface EnvelopeHeaders {
  encryption?: string | undefined;
  digest?: string | undefined;
  rsa?: string | undefined;
}

/** A decrypted body, or the platform error code to answer with (400). */
export type DecryptResult =
  { ok: true; json: unknown } | { ok: false; errorCode: 'request_body_required' | 'request.param.err'; reason: string };

/** The set of characters of the client's 61-entry key alphabet (T doubled, no Y, no j). */
const RANDOM_KEY_RE = /^[0-9A-XZa-ik-z]{16}$/;
const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})+$|^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$/;
const HEX_RE = /^[0-9a-fA-F]+$/;
const KEY_BYTES = 16;

const required = (reason: string): DecryptResult => ({ ok: false, errorCode: 'request_body_required', reason });
const invalid = (reason: string): DecryptResult => ({ ok: false, errorCode: 'request.param.err', reason });

function unquote(value: string): string {
  return value
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .trim();
}

/** The key whose modulus equals the X-RSA header, compared as numbers (case, leading zeros). */
function findKey(rsaHeader: string, keys: readonly RsaKeyPair[]): RsaKeyPair | undefined {
  const hex = unquote(rsaHeader);
  if (!HEX_RE.test(hex)) return undefined;
  const n = BigInt(`0x${hex}`);
  return keys.find((key) => key.n === n);
}

type BodyForm = { form: 'current' | 'legacy'; value: string } | { form: 'none' };

function readBodyForm(rawBody: string): BodyForm {
  const trimmed = rawBody.trim();
  // Checked before JSON.parse: a bare Base64 string can also be valid JSON (e.g. all digits).
  if (BASE64_RE.test(trimmed)) return { form: 'legacy', value: trimmed };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { form: 'none' };
  }
  if (typeof parsed === 'string') return { form: 'legacy', value: parsed.trim() };
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const value = (parsed as Record<string, unknown>).value;
    if (typeof value === 'string') return { form: 'current', value: value.trim() };
  }
  return { form: 'none' };
}

/** The 16-character DES key from the Encryption header, or undefined if it does not decrypt to one. */
function recoverRandomKey(encryption: string, key: RsaKeyPair): string | undefined {
  // Shapiro's output for a 16-byte key is one block under any modulus above 128 bits, so a
  // space-separated multi-block value cannot come from a client talking to our 1024-bit keys.
  const hex = encryption.trim();
  if (!HEX_RE.test(hex)) return undefined;
  const c = BigInt(`0x${hex}`);
  if (c >= key.n) return undefined;
  // The client reversed the key and packed it little-endian, so m is the key read big-endian.
  const m = rsaPrivateOperation(key, c);
  if (m >> BigInt(8 * KEY_BYTES) !== 0n) return undefined;
  const text = Buffer.from(m.toString(16).padStart(2 * KEY_BYTES, '0'), 'hex').toString('latin1');
  return RANDOM_KEY_RE.test(text) ? text : undefined;
}

/** DES-ECB/PKCS#7 with the first 8 key bytes; 3DES-EDE with K|K|K is single DES and needs no legacy provider. */
function desDecrypt(randomKey: string, base64: string): Buffer {
  const k8 = Buffer.from(randomKey, 'latin1').subarray(0, 8);
  const decipher = createDecipheriv('des-ede3', Buffer.concat([k8, k8, k8]), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
}

/** Decrypts and parses an encrypted request body against the platform's key pairs. */
export function decryptRequestBody(
  rawBody: string,
  headers: EnvelopeHeaders,
  keys: readonly RsaKeyPair[],
): DecryptResult {
  const [firstKey] = keys;
  if (firstKey === undefined) throw new Error('decryptRequestBody needs at least one RSA key pair');
  const encryption = headers.encryption?.trim() ?? '';
  if (encryption === '') return required('missing Encryption header');

  const body = readBodyForm(rawBody);
  if (body.form === 'none' || body.value === '') return required('no encrypted body');

  const digest = headers.digest?.trim();
  const rsa = headers.rsa?.trim();
  if (body.form === 'current') {
    // A proxy stripping these yields request_body_required upstream (contract §3.5).
    if (digest === undefined || digest === '') return required('missing X-Digest');
    if (rsa === undefined || rsa === '') return required('missing X-RSA');
  }
  if (digest !== undefined && digest !== '' && digest !== body.value)
    return required('X-Digest does not match the body');
  const key = rsa === undefined || rsa === '' ? firstKey : findKey(rsa, keys);
  if (key === undefined) return required('X-RSA is not a key this server holds');

  if (!BASE64_RE.test(body.value)) return invalid('body is not Base64');
  const randomKey = recoverRandomKey(encryption, key);
  if (randomKey === undefined) return invalid('Encryption header does not decrypt to a key');

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(desDecrypt(randomKey, body.value));
  } catch {
    return invalid('body does not decrypt');
  }
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return invalid('decrypted body is not JSON');
  }
}

/**
 * The random key sealed in an `Encryption` header without a body (free play, contract §6): the
 * key named by `X-RSA` (or the current one) must decrypt it to 16 characters of the alphabet.
 */
export function openSealedKey(
  encryption: string | undefined,
  rsaHeader: string | undefined,
  keys: readonly RsaKeyPair[],
): string | undefined {
  const value = encryption?.trim() ?? '';
  if (value === '') return undefined;
  const rsa = rsaHeader?.trim() ?? '';
  const key = rsa === '' ? keys[0] : findKey(rsa, keys);
  return key ? recoverRandomKey(value, key) : undefined;
}
