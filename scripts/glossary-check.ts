/**
 * The glossary check: where an English text uses a glossary term, its translation must use the
 * locale's word for it (the glossary's translation or one of its listed `forms`), so one thing
 * has one word on every screen, in the platform's pages and in its messages.
 *
 * A glossary term is a key of `terms` in `src/locales/<locale>/glossary.json`; its value is the
 * translation, or `{ "term": "<translation>", "forms": [...] }` where `forms` lists inflections
 * and shorter forms that also count (Russian cases, Tagalog's infixed verbs, a label's short form).
 * Forms match as substrings, case-insensitively, so a stem ("ставк") covers its endings.
 *
 * A key with a sense in brackets ("draw (withdrawal)") is a second meaning of the English word:
 * it applies only to the messages it lists (`msgids`, or `contexts`: the msgctxt of the app's
 * messages), and the bare key ("draw") to every other use. A word with two senses therefore
 * keeps one translation per sense ("one word for one thing").
 *
 * English terms match on word boundaries, case-insensitively, with an English plural `s`/`es`,
 * longest first: "payment password" is one term, not "payment" and "password".
 */

import { poField } from './po-missing.ts';

export interface GlossaryEntry {
  term: string;
  /** Inflections or short forms that also count as the term (substring match). */
  forms?: string[];
  /** For a sense key ("draw (withdrawal)"): the English messages (msgids) it applies to. */
  msgids?: string[];
  /** For a sense key: the msgctxt values it applies to. */
  contexts?: string[];
}

/** The shape of `src/locales/<locale>/glossary.json`. */
export interface Glossary {
  terms: Record<string, string | GlossaryEntry>;
  loanwords: string[];
  /**
   * Messages where a term is knowingly not translated with the glossary's word: English text →
   * the glossary keys it may leave out (a term inside a quoted example, a brand's name).
   */
  exceptions?: Record<string, string[]>;
}

/** A glossary term, resolved: the English words it matches and what the translation must contain. */
export interface Term {
  key: string;
  english: string;
  sense?: string;
  accepted: string[];
  msgids?: readonly string[];
  contexts?: readonly string[];
}

/** The translation of a glossary key (either shape). */
export const termTranslation = (value: string | GlossaryEntry): string =>
  typeof value === 'string' ? value : value.term;

/** The glossary's terms, longest English first (so "payment password" is matched before "password"). */
export function glossaryTerms(glossary: Glossary): Term[] {
  return Object.entries(glossary.terms)
    .map(([key, value]): Term => {
      const match = /^(.*?)\s*\(([^)]+)\)$/.exec(key);
      const entry: GlossaryEntry = typeof value === 'string' ? { term: value } : value;
      return {
        key,
        english: (match?.[1] ?? key).trim(),
        sense: match?.[2],
        // "dépôt / déposer": a noun and a verb, either counts.
        accepted: [...entry.term.split(' / '), ...(entry.forms ?? [])].map((form) => form.trim()).filter(Boolean),
        msgids: entry.msgids,
        contexts: entry.contexts,
      };
    })
    .sort((a, b) => b.english.length - a.english.length || (a.sense ? -1 : 0) - (b.sense ? -1 : 0));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text a reader sees: no markup, no placeholders' names, no ICU keywords. */
export function readable(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{\s*[\w.]+\s*,\s*(plural|select|selectordinal)\s*,/g, ' ')
    .replace(/\b(zero|one|two|few|many|other|=\d+)\s*\{/g, ' {')
    .replace(/\{\s*[\w.]+\s*\}/g, ' ')
    .replace(/&[a-z]+;/g, ' ');
}

/** The glossary keys an English text uses (longest first; a matched span is not matched again). */
export function termsIn(english: string, terms: readonly Term[], msgid: string, context?: string): Term[] {
  let rest = readable(english);
  const found: Term[] = [];
  const seen = new Set<string>();
  for (const term of terms) {
    if (seen.has(term.english.toLowerCase())) continue;
    const applies = term.sense
      ? (term.msgids?.includes(msgid) ?? false) ||
        (context !== undefined && (term.contexts?.includes(context) ?? false))
      : true;
    if (!applies) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${escape(term.english)}(?:s|es)?(?![\\p{L}\\p{N}-])`, 'giu');
    if (!pattern.test(rest)) continue;
    found.push(term);
    seen.add(term.english.toLowerCase());
    rest = rest.replace(pattern, ' ');
  }
  return found;
}

/** The glossary keys a translation fails: the English uses the term, the translation none of its forms. */
export function missingTerms(
  english: string,
  translation: string,
  terms: readonly Term[],
  msgid: string = english,
  context?: string,
): string[] {
  const text = readable(translation).toLowerCase();
  return termsIn(english, terms, msgid, context)
    .filter((term) => !term.accepted.some((form) => text.includes(form.toLowerCase())))
    .map((term) => term.key);
}

/** One English text and its translation, with where it is (for the report). */
export interface TextPair {
  where: string;
  english: string;
  translation: string;
  /** The app's msgid (defaults to the English text) and msgctxt. */
  msgid?: string;
  context?: string;
}

/** Every pair that misses a glossary term, as "where: key (English → translation)". */
export function glossaryViolations(pairs: readonly TextPair[], glossary: Glossary): string[] {
  const terms = glossaryTerms(glossary);
  const problems: string[] = [];
  for (const pair of pairs) {
    const msgid = pair.msgid ?? pair.english;
    const excused = new Set(glossary.exceptions?.[msgid] ?? []);
    for (const key of missingTerms(pair.english, pair.translation, terms, msgid, pair.context)) {
      if (excused.has(key)) continue;
      problems.push(`${pair.where}: "${key}" (${pair.english} → ${pair.translation})`);
    }
  }
  return problems;
}

const unescapePo = (text: string) => text.replace(/\\(["\\nt])/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);

const field = (block: string, key: string) => {
  const value = poField(block, key);
  return value === undefined ? undefined : unescapePo(value);
};

/** A PO catalog's messages as pairs (msgid, msgctxt, msgstr), the header and obsolete entries left out. */
export function poPairs(po: string, where: string): TextPair[] {
  const pairs: TextPair[] = [];
  for (const block of po.split(/\n\s*\n/)) {
    if (!/^msgid /m.test(block) || /^#~/m.test(block)) continue;
    const id = field(block, 'msgid') ?? '';
    if (id === '') continue;
    const context = field(block, 'msgctxt');
    pairs.push({
      where: `${where} ${context ? `[${context}] ` : ''}${JSON.stringify(id)}`,
      english: id,
      msgid: id,
      context,
      translation: field(block, 'msgstr') ?? '',
    });
  }
  return pairs;
}

/** Pairs of two string tables with the same keys (a page's strings file against English's). */
export function tablePairs(
  english: Record<string, unknown>,
  translated: Record<string, unknown>,
  where: string,
): TextPair[] {
  const pairs: TextPair[] = [];
  const walk = (en: unknown, tr: unknown, path: string) => {
    if (typeof en === 'string' && typeof tr === 'string') pairs.push({ where: path, english: en, translation: tr });
    else if (en && tr && typeof en === 'object' && typeof tr === 'object')
      for (const [key, value] of Object.entries(en))
        walk(value, (tr as Record<string, unknown>)[key], `${path}.${key}`);
  };
  walk(english, translated, where);
  return pairs;
}

/** The sense pairs that must not share a word in any locale (one word for one thing). */
export const DISTINCT_SENSES: readonly (readonly [string, string])[] = [
  ['dividend', 'payout'],
  ['odds', 'payout'],
  ['odds', 'dividend'],
  ['draw', 'withdrawal'],
  ['claim', 'redeem'],
  ['actions', 'promotion'],
  ['terminate', 'cancel'],
];

/**
 * The DISTINCT_SENSES pairs whose two translations are the same word, or one is a whole word of
 * the other ("配当" for both, "السحب" and "عملية السحب"); a transliteration inside a longer one
 * (te డ్రా in విత్‌డ్రా) is not a shared word.
 */
export function sharedWords(glossary: Glossary): string[] {
  const word = (key: string) => {
    const value = glossary.terms[key];
    return value === undefined ? undefined : termTranslation(value).trim().toLowerCase();
  };
  return DISTINCT_SENSES.filter(([a, b]) => {
    const x = word(a);
    const y = word(b);
    const words = (text: string) => text.split(/[\s/]+/u).filter(Boolean);
    return x !== undefined && y !== undefined && (x === y || words(x).includes(y) || words(y).includes(x));
  }).map(([a, b]) => `${a} / ${b}: ${word(a)}`);
}
