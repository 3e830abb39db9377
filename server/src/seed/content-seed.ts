/** Version 9 (content and support): the help centre in every shipped language besides English. */
import type { Db } from '../db/database.ts';
import { addHelpSection } from '../domain/help-repository.ts';
import { HELP_TRANSLATIONS } from './help-translations.ts';

export async function seedContent(tx: Db): Promise<void> {
  for (const [language, sections] of Object.entries(HELP_TRANSLATIONS)) {
    // An operator who already wrote this language's help keeps it.
    const existing = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM help_sections WHERE language = $1',
      [language],
    );
    if ((existing[0]?.count ?? 0) > 0) continue;
    for (const section of sections) await addHelpSection(tx, section, language);
  }
}
