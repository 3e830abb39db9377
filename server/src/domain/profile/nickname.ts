/**
 * Nicknames: 2–20 characters of letters (any script), digits, spaces, `_`, `-` and `.`, trimmed,
 * not only punctuation; unique regardless of case (`exists.nickname.err`, also enforced by an index).
 * Folded to NFKC first and refused when invisible or mixing Latin with Cyrillic or Greek
 * (display-names.ts), so `Ａｄｍｉｎ` is `Admin` and `аdmin` (Cyrillic а) is refused.
 */
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../accounts/member-repository.ts';
import { displayName } from '../content/display-names.ts';
import { badParam, refuse } from '../refusal.ts';

const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} _.-]{0,18}[\p{L}\p{N}\p{M}.]$/u;

/** The trimmed nickname (inner spaces collapsed), or request.param.err naming `nickname`. */
export function checkNickname(text: string): string {
  const value = displayName(text, 'nickname');
  if (value === '') return badParam('nickname', 'is required');
  if (!NICKNAME.test(value)) return badParam('nickname', 'does not follow the rule');
  return value;
}

/** Sets the member's nickname; taken by another member → exists.nickname.err. */
export async function setNickname(db: Db, memberId: number, text: string): Promise<string> {
  const nickname = checkNickname(text);
  const taken = await db.query('SELECT id FROM members WHERE lower(nickname) = lower($1) AND id <> $2', [
    nickname,
    memberId,
  ]);
  if (taken.length > 0) refuse('exists.nickname.err', 'This nickname is already taken');
  try {
    await db.query('UPDATE members SET nickname = $2 WHERE id = $1', [memberId, nickname]);
  } catch (error) {
    // Two members racing for one nickname: the index decides.
    if (uniqueViolation(error) !== null) refuse('exists.nickname.err', 'This nickname is already taken');
    throw error;
  }
  return nickname;
}
