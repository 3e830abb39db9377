/** Announcements: banners (B), player notices (PL), popups (PU), promotions (PR), headlines (H). */
import type { Db } from '../db/database.ts';
import type { TextTranslations } from './content/text-translations.ts';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export interface AnnouncementImage {
  sequence: number;
  url: string;
}

export interface StoredAnnouncement {
  id: number;
  type: AnnouncementType;
  title: string;
  content: string;
  sequence: number;
  startAt: Date;
  endAt: Date | null;
  images: AnnouncementImage[];
  /** Title and content per platform language; the columns above are the original. */
  translations: AnnouncementTranslations;
}

export type AnnouncementTranslations = TextTranslations<'title' | 'content'>;

export type NewAnnouncement = Omit<StoredAnnouncement, 'id' | 'translations'> & {
  translations?: AnnouncementTranslations;
};

interface AnnouncementRow {
  id: number;
  type: AnnouncementType;
  title: string;
  content: string;
  sequence: number;
  start_at: Date;
  end_at: Date | null;
  images: AnnouncementImage[];
  translations: AnnouncementTranslations;
}

const COLUMNS = 'id, type, title, content, sequence, start_at, end_at, images, translations';

function toAnnouncement(row: AnnouncementRow): StoredAnnouncement {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    sequence: row.sequence,
    startAt: row.start_at,
    endAt: row.end_at === null ? null : row.end_at,
    images: row.images,
    translations: row.translations,
  };
}

/** True for a known announcement type code. */
export function isAnnouncementType(value: string): value is AnnouncementType {
  return (ANNOUNCEMENT_TYPES as readonly string[]).includes(value);
}

/** Announcements of `types` running at `now` (started, not ended), by sequence then newest first. */
export async function listCurrentAnnouncements(
  db: Db,
  types: readonly AnnouncementType[],
  now: Date,
): Promise<StoredAnnouncement[]> {
  if (types.length === 0) return [];
  const rows = await db.query<AnnouncementRow>(
    `SELECT ${COLUMNS} FROM announcements
     WHERE type = ANY($1::text[]) AND start_at <= $2 AND (end_at IS NULL OR end_at > $2)
     ORDER BY sequence, start_at DESC, id`,
    [types, now.toISOString()],
  );
  return rows.map(toAnnouncement);
}

/** One announcement by id, current or not. */
export async function findAnnouncement(db: Db, id: number): Promise<StoredAnnouncement | undefined> {
  const rows = await db.query<AnnouncementRow>(`SELECT ${COLUMNS} FROM announcements WHERE id = $1`, [id]);
  return rows[0] ? toAnnouncement(rows[0]) : undefined;
}

/** Stores an announcement; returns its id. */
export async function addAnnouncement(db: Db, input: NewAnnouncement): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO announcements (type, title, content, sequence, start_at, end_at, images, translations)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) RETURNING id`,
    [
      input.type,
      input.title,
      input.content,
      input.sequence,
      input.startAt.toISOString(),
      input.endAt?.toISOString() ?? null,
      JSON.stringify(input.images),
      JSON.stringify(input.translations ?? {}),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('announcement insert returned no id');
  return id;
}
