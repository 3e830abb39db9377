/**
 * Names other people read (nicknames, referral link names): one form per look, nothing hidden.
 *
 * - NFKC, not only NFC: compatibility forms fold into their plain letters, so `Ａｄｍｉｎ` (full-width)
 *   is stored, compared and shown as `Admin`, and ligatures, circled or Roman-numeral letters as the
 *   letters they stand for.
 * - Invisible characters are refused, not dropped (a name that silently changes is no better):
 *   Unicode tag characters (U+E0000–E007F, which hide ASCII text), zero-width spaces and word
 *   joiners, the byte-order mark, soft hyphens, direction marks and Hangul fillers; the zero-width
 *   (non-)joiner only where Indic and Arabic-script names need it, between two letters of such a
 *   script. Control characters and direction overrides stay refused as everywhere
 *   (plain-text.ts).
 * - Latin letters mixed with Cyrillic or Greek ones are refused: `аdmin` with a Cyrillic `а` reads
 *   as `admin`. A name wholly in one of these scripts, or Latin with any other script, is fine.
 *   (A whole-Cyrillic name made only of Latin look-alikes, like `аоі`, still passes: telling it
 *   from a real Cyrillic name needs Unicode's confusables table, which we do not carry.)
 */
import { refuse } from '../refusal.ts';
import { refuseControlCharacters } from './plain-text.ts';

export const INVISIBLE_CHARACTERS = 'text.invisible.characters';

const INVISIBLE =
  /[\u{E0000}-\u{E007F}\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2060-\u2064\u3164\uFEFF\uFFA0]|\u034F/u;
const JOINER = /[\u200C\u200D]/u;
/** Letters and marks a joiner may sit between: not Latin, Greek, Cyrillic or script-neutral. */
const JOINABLE = /^(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}])[\p{L}\p{M}]$/u;
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

function refuseInvisible(field: string): never {
  refuse(INVISIBLE_CHARACTERS, `${field} contains invisible characters`, { field });
}

/** True when every zero-width (non-)joiner in `text` sits between two letters of a joining script. */
function joinersInPlace(text: string): boolean {
  const chars = Array.from(text);
  return chars.every(
    (char, i) => !JOINER.test(char) || (JOINABLE.test(chars[i - 1] ?? '') && JOINABLE.test(chars[i + 1] ?? '')),
  );
}

/**
 * The name as stored and shown: NFKC, white space folded to single spaces, trimmed; refuses
 * control (`text.control.characters`), invisible (`text.invisible.characters`) and mixed
 * Latin/Cyrillic/Greek (`name.mixed.scripts`) text, naming the field.
 */
export function displayName(input: string, field: string): string {
  const folded = input.normalize('NFKC');
  // Before white space is folded: JavaScript counts the byte-order mark as white space.
  if (INVISIBLE.test(folded)) refuseInvisible(field);
  const text = folded.replace(/\s+/g, ' ').trim();
  refuseControlCharacters(field, text);
  if (JOINER.test(text) && !joinersInPlace(text)) refuseInvisible(field);
  if (LATIN.test(text) && CYRILLIC_OR_GREEK.test(text)) {
    refuse('name.mixed.scripts', `${field} mixes Latin letters with Cyrillic or Greek ones`, { field });
  }
  return text;
}
