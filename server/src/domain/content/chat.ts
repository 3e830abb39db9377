/**
 * The customer-service chat room (docs/contract.md §14): one conversation per member, stored;
 * the member polls for messages after the last id it has. Plain text, length-limited, and rate
 * limited per member (CHAT_RATE) so one client cannot flood support.
 */
import { CHAT_LIMITS, type ChatMessage } from '#contract/content-schemas.ts';

import type { Db } from '../../db/database.ts';
import { findMemberByUsername } from '../accounts/member-repository.ts';
import { OperatorError } from '../operator-error.ts';
import { badParam, refuse } from '../refusal.ts';
import { plainText } from './plain-text.ts';

export const CHAT_RATE = { messages: 5, windowMs: 10_000 } as const;
/** Messages answered when the client has none yet (the newest of the history). */
export const CHAT_HISTORY = 50;

interface Row {
  id: number;
  sender: ChatMessage['sender'];
  content: string;
  created_at: Date;
}

const toMessage = (row: Row): ChatMessage => ({
  id: row.id,
  sender: row.sender,
  content: row.content,
  createdAt: row.created_at.getTime(),
});

/** Messages with id above `afterId` (oldest first); with 0 the newest CHAT_HISTORY. */
export async function chatMessages(db: Db, memberId: number, afterId: number): Promise<ChatMessage[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM (SELECT id, sender, content, created_at FROM chat_messages WHERE member_id = $1 AND id > $2
     ORDER BY id DESC LIMIT $3) latest ORDER BY id`,
    [memberId, afterId, CHAT_HISTORY],
  );
  return rows.map(toMessage);
}

async function insertMessage(
  db: Db,
  memberId: number,
  sender: ChatMessage['sender'],
  content: string,
  now: Date,
): Promise<ChatMessage> {
  const rows = await db.query<Row>(
    'INSERT INTO chat_messages (member_id, sender, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id, sender, content, created_at',
    [memberId, sender, content, now],
  );
  if (!rows[0]) throw new Error('chat insert returned no row');
  return toMessage(rows[0]);
}

/** A member's message to support; refused (`chat.rate.limited`) beyond CHAT_RATE. */
export async function sendChatMessage(db: Db, memberId: number, content: string, now: Date): Promise<ChatMessage> {
  const text = plainText(content);
  if (!text) badParam('content', 'is empty');
  if (text.length > CHAT_LIMITS.contentLength)
    badParam('content', `is longer than ${CHAT_LIMITS.contentLength} characters`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const recent = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM chat_messages WHERE member_id = $1 AND sender = 'MEMBER' AND created_at > $2`,
      [memberId, new Date(now.getTime() - CHAT_RATE.windowMs)],
    );
    if ((recent[0]?.count ?? 0) >= CHAT_RATE.messages)
      refuse('chat.rate.limited', 'Too many messages; wait a few seconds');
    return insertMessage(tx, memberId, 'MEMBER', text, now);
  });
}

export interface ChatConversation {
  username: string;
  messages: number;
  lastAt: number;
  /** The member spoke last: support owes an answer. */
  waiting: boolean;
}

/** Conversations, the ones waiting for support first, then the most recent. */
export async function chatConversations(db: Db): Promise<ChatConversation[]> {
  const rows = await db.query<{ username: string; messages: number; last_at: Date; last_sender: string }>(
    `SELECT m.username, count(*)::int AS messages, max(c.created_at) AS last_at,
       (SELECT sender FROM chat_messages l WHERE l.member_id = c.member_id ORDER BY l.id DESC LIMIT 1) AS last_sender
     FROM chat_messages c JOIN members m ON m.id = c.member_id GROUP BY c.member_id, m.username`,
  );
  return rows
    .map((row) => ({
      username: row.username,
      messages: row.messages,
      lastAt: row.last_at.getTime(),
      waiting: row.last_sender === 'MEMBER',
    }))
    .sort((a, b) => Number(b.waiting) - Number(a.waiting) || b.lastAt - a.lastAt);
}

async function memberId(db: Db, username: string): Promise<number> {
  const member = await findMemberByUsername(db, username);
  if (!member) throw new OperatorError('not.found', `no account ${username}`);
  return member.id;
}

export const chatOperatorActions = {
  conversations: chatConversations,
  async history(db: Db, username: string): Promise<ChatMessage[]> {
    return chatMessages(db, await memberId(db, username), 0);
  },
  async reply(db: Db, username: string, content: string, now: Date = new Date()): Promise<ChatMessage> {
    const text = plainText(content);
    if (!text) throw new OperatorError('invalid', 'the reply is empty');
    if (text.length > CHAT_LIMITS.contentLength)
      throw new OperatorError('invalid', `the reply is longer than ${CHAT_LIMITS.contentLength} characters`);
    return insertMessage(db, await memberId(db, username), 'SUPPORT', text, now);
  },
};
