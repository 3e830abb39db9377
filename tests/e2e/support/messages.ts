/**
 * Exact expected messages in the locale the app starts in (Tagalog, the demo's default): a spec
 * asserts the message a user reads, not merely that some text appeared (a previous iteration's
 * message would satisfy that). Reads the shipped PO catalog, so a changed translation is followed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const START_LOCALE = 'tl';
let catalog: Map<string, string> | undefined;

/** msgid → msgstr of one PO file (single- and multi-line entries; no plural forms are used). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(path.resolve('src/locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1] ?? ''}"`) as string).join('');
  for (const match of text.matchAll(/^(?:msgctxt .*\n)?msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)) {
    const id = unquote(match[1] ?? '');
    if (id && !entries.has(id)) entries.set(id, unquote(match[2] ?? ''));
  }
  return entries;
}

/** The message as the user reads it; `{name}` placeholders filled from `values`. */
export function message(id: string, values: Record<string, string> = {}): string {
  catalog ??= readCatalog(START_LOCALE);
  const translated = catalog.get(id);
  if (translated === undefined) throw new Error(`No message "${id}" in the ${START_LOCALE} catalog`);
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The message with its placeholders matching anything (amounts formatted by the app). */
export function messagePattern(id: string): RegExp {
  const escaped = message(id).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}|\{\w+\}/g, '.+')}$`);
}
