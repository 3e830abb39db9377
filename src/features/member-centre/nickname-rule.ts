/** The nickname rule, as the platform checks it: 2–20 letters (any script), digits, spaces, `_ - .`, starting with a letter or digit. */
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} _.-]{0,18}[\p{L}\p{N}\p{M}.]$/u;

export type NicknameProblem = 'empty' | 'rule';

/** The nickname as it will be stored (trimmed, inner spaces collapsed). */
export function tidyNickname(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function checkNickname(text: string): NicknameProblem | null {
  const value = tidyNickname(text);
  if (value === '') return 'empty';
  return NICKNAME.test(value) ? null : 'rule';
}
