/**
 * The text boundary (docs/security.md "Text in and out"): member- and operator-typed text is
 * stored as plain text, NFC. Control characters (C0 other than line breaks and tabs, DEL, C1 such
 * as the 8-bit CSI) and the bidi embeddings, overrides and isolates are refused with
 * `text.control.characters` (the field in the details): they have no business in a bank name or
 * a comment and only serve to drive a terminal or to disguise text. Invisible junk (zero-width
 * space, direction marks, byte-order mark) is dropped; the zero-width joiners stay (emoji and
 * Indic scripts need them). Unicode tag characters (U+E0000–E007F) are refused with
 * `text.invisible.characters`: they are invisible and can carry hidden ASCII text (instructions to a
 * program reading the text, a name that compares differently), except inside an emoji tag sequence
 * (a subdivision flag: U+1F3F4, tags, U+E007F). Names people read have stricter rules
 * (display-names.ts). The client shows the text as text (never HTML), so markup stays inert.
 */
import { refuse } from '../refusal.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const JUNK = /[\u061C\u200B\u200E\u200F\uFEFF]/g;

export const CONTROL_CHARACTERS = 'text.control.characters';

const TAG = /[\u{E0000}-\u{E007F}]/u;
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** Refuses tag characters outside an emoji tag sequence (`text.invisible.characters`, the field in the details). */
export function refuseTagCharacters(field: string, text: string): void {
  if (TAG.test(text.replace(EMOJI_TAG_SEQUENCE, '')))
    refuse('text.invisible.characters', `${field} contains invisible tag characters`, { field });
}

/**
 * True when `text` is free of control and direction-override characters; line breaks (and tabs)
 * are allowed unless `lineBreaks` is false (one-line fields).
 */
export const hasNoControlCharacters = (text: string, lineBreaks = true): boolean =>
  !CONTROL.test(text) && (lineBreaks || !LINE_BREAK.test(text));

/** Refuses `text` when it holds a control or direction-override character (or a line break, see above). */
export function refuseControlCharacters(field: string, text: string, lineBreaks = true): void {
  if (!hasNoControlCharacters(text, lineBreaks))
    refuse(CONTROL_CHARACTERS, `${field} contains control characters`, { field });
}

/**
 * Multi-line text (comments, feedback, chat): line breaks as `\n`, at most two blank lines in a
 * row, trimmed; controls refused.
 */
export function plainText(input: string, field = 'content'): string {
  const text = input
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(JUNK, '');
  refuseControlCharacters(field, text);
  refuseTagCharacters(field, text);
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * One-line text (names, titles, contacts): every run of white space (line breaks and tabs
 * included) becomes one space, trimmed; controls refused.
 */
export function singleLineText(input: string, field: string): string {
  const text = input.normalize('NFC').replace(JUNK, '').replace(/\s+/g, ' ').trim();
  refuseControlCharacters(field, text);
  refuseTagCharacters(field, text);
  return text;
}
