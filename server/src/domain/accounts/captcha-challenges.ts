/**
 * Picture captchas: 4–5 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z,
 * 5/S, 8/B), compared case-insensitively, single use, 5 min. The id travels in the HttpOnly
 * `captchaId` cookie; only a hash of the answer is stored.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import type { Db } from '../../db/database.ts';
import { refuse } from '../refusal.ts';
import { POLICY } from './account-policy.ts';
import { renderCaptcha } from './captcha-image.ts';

export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/** A random answer of 4 or 5 characters. */
export function randomCaptchaText(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toUpperCase(), 'utf8').digest();

export interface IssuedCaptcha {
  id: string;
  /** Bare Base64 PNG (the client prefixes `data:image/png;base64,`). */
  pngBase64: string;
}

/** Stores a challenge for `text` and renders it. */
export async function issueCaptcha(db: Db, text: string, now: Date): Promise<IssuedCaptcha> {
  const id = randomBytes(16).toString('hex');
  await db.query('DELETE FROM captcha_challenges WHERE expires_at < $1', [new Date(now.getTime() - 86_400_000)]);
  await db.query('INSERT INTO captcha_challenges (id, answer_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    id,
    hashAnswer(text).toString('hex'),
    now,
    new Date(now.getTime() + POLICY.captchaLifetimeMs),
  ]);
  return { id, pngBase64: renderCaptcha(text).toString('base64') };
}

/**
 * Checks and consumes the captcha bound to `captchaId`: `captcha.required` when no answer or no
 * challenge, `captcha.invalid` when wrong, used or expired. `details` ride along on refusals.
 */
export async function verifyCaptcha(
  db: Db,
  captchaId: string | undefined,
  answer: string | undefined,
  now: Date,
  details: unknown = null,
): Promise<void> {
  if (!answer?.trim() || !captchaId) refuse('captcha.required', 'Please enter the captcha code', details);
  const rows = await db.query<{ answer_hash: string; expires_at: Date }>(
    'UPDATE captcha_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING answer_hash, expires_at',
    [captchaId, now],
  );
  const row = rows[0];
  const expected = row ? Buffer.from(row.answer_hash, 'hex') : Buffer.alloc(32);
  const matches = timingSafeEqual(hashAnswer(answer), expected);
  if (!row || row.expires_at.getTime() <= now.getTime() || !matches) {
    refuse('captcha.invalid', 'Please enter the correct captcha code', details);
  }
}
