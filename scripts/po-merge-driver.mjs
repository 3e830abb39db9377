#!/usr/bin/env node
/**
 * A git merge driver for the lingui PO catalogs: parallel branches each add translations, and a
 * line-based merge turns neighbouring additions into conflicts. This merges entry by entry
 * (keyed by msgctxt + msgid): entries added on either side are kept, an entry one side deleted
 * stays deleted, and a translation changed on one side wins over the unchanged one. Run
 * `npm run i18n:extract` after a merge: it re-sorts the catalog and drops entries no longer used.
 *
 * Enable once per clone:
 *   git config merge.po-union.driver "node scripts/po-merge-driver.mjs %O %A %B"
 * (.gitattributes assigns it to src/locales/**\/*.po)
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);

/** Splits a PO file into its header block and a Map of entry key → entry text. */
function parse(text) {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.replace(/\n+$/, ''))
    .filter((b) => b.trim() !== '');
  const entries = new Map();
  let header = '';
  for (const block of blocks) {
    const lines = block.split('\n');
    const start = lines.findIndex((l) => l.startsWith('msgctxt') || l.startsWith('msgid'));
    const end = lines.findIndex((l) => l.startsWith('msgstr'));
    const key = start >= 0 && end > start ? lines.slice(start, end).join('\n') : block;
    if (key === 'msgid ""' && header === '') header = block;
    else entries.set(key, block);
  }
  return { header, entries };
}

/** The translation part of an entry (its msgstr lines). */
const msgstr = (block) =>
  (block ?? '')
    .split('\n')
    .filter((l, i, all) => i >= all.findIndex((x) => x.startsWith('msgstr')))
    .join('\n');
const isEmpty = (block) => /^msgstr(\[\d+\])? ""$/m.test(msgstr(block)) && msgstr(block).split('\n').length === 1;

const base = parse(readFileSync(basePath, 'utf8'));
const ours = parse(readFileSync(oursPath, 'utf8'));
const theirs = parse(readFileSync(theirsPath, 'utf8'));

const merged = new Map(ours.entries);
for (const [key, block] of theirs.entries) {
  const mine = ours.entries.get(key);
  if (mine === undefined) {
    if (!base.entries.has(key)) merged.set(key, block);
    continue;
  }
  if (msgstr(mine) === msgstr(block)) continue;
  const baseBlock = base.entries.get(key);
  if (isEmpty(mine) || (baseBlock !== undefined && msgstr(mine) === msgstr(baseBlock))) merged.set(key, block);
}
writeFileSync(oursPath, `${[ours.header || theirs.header, ...merged.values()].join('\n\n')}\n`);
