/** Help centre: sections with HTML articles, per platform language. */
import type { HelpCenter } from '#contract/system-schemas.ts';

import type { Db } from '../db/database.ts';

interface JoinedRow {
  section_id: number;
  section_title: string;
  section_sequence: number;
  article_id: number | null;
  article_title: string | null;
  article_content: string | null;
}

export const HELP_FALLBACK_LANGUAGE = 'EN';

/**
 * The sections of a platform language (TY, EN, CN…) in order, each with its articles in order (a
 * section may be empty); a language without any sections gets the English ones.
 */
export async function listHelpCenter(db: Db, language: string = HELP_FALLBACK_LANGUAGE): Promise<HelpCenter> {
  const code = language.trim().toUpperCase();
  const rows = await db.query<JoinedRow>(
    `SELECT s.id AS section_id, s.title AS section_title, s.sequence AS section_sequence,
            a.id AS article_id, a.title AS article_title, a.content AS article_content
     FROM help_sections s LEFT JOIN help_articles a ON a.section_id = s.id
     WHERE s.language = CASE WHEN EXISTS (SELECT 1 FROM help_sections WHERE language = $1) THEN $1 ELSE $2 END
     ORDER BY s.sequence, s.id, a.sequence, a.id`,
    [code, HELP_FALLBACK_LANGUAGE],
  );
  const sections: HelpCenter = [];
  for (const row of rows) {
    let section = sections.at(-1);
    if (!section || section.id !== row.section_id) {
      section = { id: row.section_id, title: row.section_title, sequence: row.section_sequence, items: [] };
      sections.push(section);
    }
    if (row.article_id !== null) {
      section.items.push({ id: row.article_id, title: row.article_title ?? '', content: row.article_content ?? '' });
    }
  }
  return sections;
}

/** Adds a section with its articles; returns the section id. */
export async function addHelpSection(
  db: Db,
  section: { title: string; sequence: number; articles: { title: string; content: string }[] },
  language: string = HELP_FALLBACK_LANGUAGE,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      'INSERT INTO help_sections (title, sequence, language) VALUES ($1, $2, $3) RETURNING id',
      [section.title, section.sequence, language],
    );
    const sectionId = rows[0]?.id;
    if (sectionId === undefined) throw new Error('help section insert returned no id');
    for (const [index, article] of section.articles.entries()) {
      await tx.query('INSERT INTO help_articles (section_id, title, content, sequence) VALUES ($1, $2, $3, $4)', [
        sectionId,
        article.title,
        article.content,
        index + 1,
      ]);
    }
    return sectionId;
  });
}
