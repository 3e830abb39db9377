/**
 * Finds messages whose translation is a copy of the English source (a player must read their own language:
 * "translated, not copied"). A copy is allowed only when the locale's glossary.json lists the msgid under
 * `loanwords` (brand names, "VIP", "OK" where players use it, tl's "Deposit") or when the message
 * has no words at all once its placeholders and tags are left out ("{0} · {1}", "<0/>").
 */
import { poEntries } from './po-missing.ts';

/** The shape of `src/locales/<locale>/glossary.json` (terms, forms and senses: glossary-check.ts). */
export type { Glossary } from './glossary-check.ts';

/** Whether a message has letters outside its ICU placeholders and numbered tags. */
export function hasWords(message: string): boolean {
  const bare = message
    .replace(/<\/?\d+\/?>/g, ' ')
    // Simple placeholders ({0}, {name}); plural/select bodies keep their words.
    .replace(/\{\s*[\w.]+\s*\}/g, ' ')
    .replace(/\{\s*[\w.]+\s*,\s*(plural|select|selectordinal)\s*,/g, ' ');
  return /\p{L}/u.test(bare);
}

/** PO string escapes back to the text (`\\"` → `"`), so loanwords are written as the source reads. */
const unescape = (text: string) => text.replace(/\\(["\\nt])/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);

/** The msgids translated as an exact copy of themselves and not recorded as loanwords. */
export function copiedTranslations(po: string, loanwords: readonly string[]): string[] {
  const allowed = new Set(loanwords);
  return poEntries(po)
    .map(({ id, translation }) => ({ id: unescape(id), translation: unescape(translation) }))
    .filter(({ id, translation }) => translation === id && hasWords(id) && !allowed.has(id))
    .map(({ id }) => id);
}
