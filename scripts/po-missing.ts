/** Finds the messages of a PO catalog whose translation is empty. */

/** Every message of a catalog (not the header, not obsolete `#~` entries), as written in the PO file. */
export function poEntries(po: string): { id: string; translation: string }[] {
  const entries: { id: string; translation: string }[] = [];
  for (const block of po.split(/\n\s*\n/)) {
    if (!/^msgid /m.test(block) || /^#~/m.test(block)) continue;
    const id = joined(block, 'msgid');
    if (id === '') continue; // the header entry
    entries.push({ id, translation: joined(block, 'msgstr') });
  }
  return entries;
}

/** The msgids (with context) that have an empty msgstr. */
export function missingTranslations(po: string): string[] {
  return poEntries(po)
    .filter(({ translation }) => translation.trim() === '')
    .map(({ id }) => id);
}

function joined(block: string, key: string): string {
  return poField(block, key) ?? '';
}

/** A field of a PO entry (`msgid`, `msgctxt`, `msgstr`) as written, its continuation lines joined; undefined when absent. */
export function poField(block: string, key: string): string | undefined {
  const lines = block.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${key} `));
  if (start < 0) return undefined;
  const parts: string[] = [];
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (i > start && !line.startsWith('"')) break;
    const match = /"(.*)"\s*$/.exec(line);
    if (match) parts.push(match[1] as string);
  }
  return parts.join('');
}
