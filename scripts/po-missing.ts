/** Finds the messages of a PO catalog whose translation is empty. */

/** The msgids (with context) that have an empty msgstr. */
export function missingTranslations(po: string): string[] {
  const missing: string[] = [];
  for (const block of po.split(/\n\s*\n/)) {
    if (!/^msgid /m.test(block) || /^#~/m.test(block)) continue;
    const id = joined(block, 'msgid');
    if (id === '') continue; // the header entry
    const translation = joined(block, 'msgstr');
    if (translation.trim() === '') missing.push(id);
  }
  return missing;
}

function joined(block: string, key: string): string {
  const lines = block.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${key} `));
  if (start < 0) return '';
  const parts: string[] = [];
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (i > start && !line.startsWith('"')) break;
    const match = /"(.*)"\s*$/.exec(line);
    if (match) parts.push(match[1] as string);
  }
  return parts.join('');
}
