/**
 * Recovery codes: 8 codes of 10 characters (about 50 random bits each), shown once when the
 * binding is confirmed and stored only as SHA-256 of the member id and the code. A slow hash buys
 * nothing here: the codes are random, not chosen, and the TOTP secret they stand in for sits in
 * the same row (docs/security.md "Authenticator"). Each passes once: one `UPDATE … WHERE used_at
 * IS NULL RETURNING`, so parallel uses of one code get one success.
 */
import { createHash, randomInt } from 'node:crypto';

import type { Db } from '../../db/database.ts';

export const RECOVERY_CODE_COUNT = 8;
const LENGTH = 10;
/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What a typed code is compared as: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether `input` has the shape of a recovery code (else it is not looked up at all). */
export function looksLikeRecoveryCode(input: string): boolean {
  const code = normalizeRecoveryCode(input);
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char));
}

function hashCode(memberId: number, code: string): string {
  return createHash('sha256')
    .update(`${memberId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

/** One fresh code, shown as two groups of five (`abcde-fghjk`). */
function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the member's recovery codes with a fresh set; answers the codes (the only time they exist in clear). */
export async function replaceRecoveryCodes(tx: Db, memberId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.query('DELETE FROM authenticator_recovery_codes WHERE member_id = $1', [memberId]);
  for (const code of codes)
    await tx.query('INSERT INTO authenticator_recovery_codes (member_id, code_hash) VALUES ($1, $2)', [
      memberId,
      hashCode(memberId, code),
    ]);
  return codes;
}

/** Uses up one recovery code: true when it was the member's and unused until now. */
export async function useRecoveryCode(db: Db, memberId: number, input: string, now: Date): Promise<boolean> {
  if (!looksLikeRecoveryCode(input)) return false;
  const rows = await db.query(
    `UPDATE authenticator_recovery_codes SET used_at = $3
     WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING member_id`,
    [memberId, hashCode(memberId, input), now],
  );
  return rows.length > 0;
}

/** Unused recovery codes left. */
export async function recoveryCodesLeft(db: Db, memberId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM authenticator_recovery_codes WHERE member_id = $1 AND used_at IS NULL',
    [memberId],
  );
  return rows[0]?.count ?? 0;
}
