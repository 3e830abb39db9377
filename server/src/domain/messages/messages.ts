/**
 * The member's inbox (docs/contract.md §8): pages newest first without deleted messages, the
 * unread count, marking read and soft deletion (only the member's own ids; others are ignored),
 * and sending (operator). A message's title and content come in the request's language where it
 * has a translation, else as written.
 */
import type { Message } from '#contract/message-schemas.ts';

import type { Db } from '../../db/database.ts';
import { translated, type TextTranslations } from '../content/text-translations.ts';
import type { PlatformLanguageCode } from '../platform-languages.ts';
import { limitOffset, page, type Page, type PageRequest } from '../wallet/paging.ts';

interface Row {
  id: number;
  title: string;
  content: string;
  created_at: Date;
  read_at: Date | null;
  translations: MessageTranslations;
}

/** A message's title and content per platform language. */
export type MessageTranslations = TextTranslations<'title' | 'content'>;

export const MESSAGE_LIMITS = { titleLength: 200, contentLength: 20_000 } as const;

const toMessage = (row: Row, language: PlatformLanguageCode | undefined): Message => ({
  id: row.id,
  ...translated({ title: row.title, content: row.content }, row.translations, language),
  createdAt: row.created_at.getTime(),
  read: row.read_at !== null,
});

/** A page of the member's messages, newest first, deleted ones left out, in `language` where translated. */
export async function listMessages(
  db: Db,
  memberId: number,
  request: PageRequest,
  language?: PlatformLanguageCode,
): Promise<Page<Message>> {
  const [limit, offset] = limitOffset(request);
  const rows = await db.query<Row>(
    `SELECT id, title, content, created_at, read_at, translations FROM messages
     WHERE member_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const total = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM messages WHERE member_id = $1 AND deleted_at IS NULL',
    [memberId],
  );
  return page(
    rows.map((row) => toMessage(row, language)),
    request,
    total[0]?.count ?? 0,
  );
}

/** Unread, not deleted messages of the member. */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM messages WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL',
    [memberId],
  );
  return rows[0]?.count ?? 0;
}

const uniqueIds = (ids: readonly number[]) => [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];

/** Applies one change to the member's own live messages among `ids` (others' and unknown ids are ignored). */
async function updateOwn(
  db: Db,
  memberId: number,
  ids: readonly number[],
  now: Date,
  change: 'read' | 'delete',
): Promise<number> {
  const own = uniqueIds(ids);
  if (own.length > 0) {
    const set = change === 'read' ? 'read_at = $3' : 'deleted_at = $3';
    const unreadOnly = change === 'read' ? ' AND read_at IS NULL' : '';
    await db.query(
      `UPDATE messages SET ${set} WHERE member_id = $1 AND id = ANY($2::int[]) AND deleted_at IS NULL${unreadOnly}`,
      [memberId, own, now],
    );
  }
  return unreadCount(db, memberId);
}

/** Marks the member's own `ids` read; answers the unread count. */
export function markRead(db: Db, memberId: number, ids: readonly number[], now: Date): Promise<number> {
  return updateOwn(db, memberId, ids, now, 'read');
}

/** Soft-deletes the member's own `ids`; answers the unread count. */
export function deleteMessages(db: Db, memberId: number, ids: readonly number[], now: Date): Promise<number> {
  return updateOwn(db, memberId, ids, now, 'delete');
}

export interface NewMessage {
  title: string;
  content: string;
  /** Title and content in other platform languages; without them every language reads the original. */
  translations?: MessageTranslations;
}

/** Puts an unread message in the member's inbox; answers its id. Callers validate the text. */
export async function sendMessage(db: Db, memberId: number, message: NewMessage, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO messages (member_id, title, content, created_at, translations) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
    [memberId, message.title, message.content, now, JSON.stringify(message.translations ?? {})],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('message insert returned no id');
  return id;
}
