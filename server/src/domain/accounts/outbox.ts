/**
 * The development outbox: every SMS and e-mail is stored here and never sent. The log gets one
 * line per message without its body (codes and temporary passwords stay in the table, which
 * operators read with `GET /admin/outbox` or `npm run platform -- outbox`). What may be sent, and
 * the counts of what was, are in send-caps.ts.
 */
import type { Db } from '../../db/database.ts';
import { maskEmail } from './phone.ts';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

export interface OutboxMail {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
  /** What the message is for, for the log line (e.g. `login code`). */
  purpose: string;
}

/** E-mails compare case-insensitively; phone recipients without spaces or dashes. */
export function normalizeRecipient(value: string): string {
  return value.trim().replace(/[\s-]/g, '').toLowerCase();
}

/** A recipient for the log: `+63917****567`, `de****@tala.example`. */
function maskRecipient(recipient: string): string {
  if (recipient.includes('@')) return maskEmail(recipient);
  return recipient.length > 8 ? `${recipient.slice(0, 6)}****${recipient.slice(-3)}` : '****';
}

/** Stores a message and logs that it was stored (never its body; the recipient masked). */
export async function deliver(db: Db, log: (line: string) => void, mail: OutboxMail, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [mail.channel, normalizeRecipient(mail.recipient), mail.subject ?? null, mail.body, now],
  );
  const id = rows[0]?.id ?? 0;
  log(
    `outbox: ${mail.channel} #${id} (${mail.purpose}) stored for ${maskRecipient(normalizeRecipient(mail.recipient))}, not sent; read it with: npm run platform -- outbox`,
  );
  return id;
}

interface Row {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

/** Newest first; `to` filters by recipient. */
export async function listOutbox(db: Db, to?: string, limit = 100): Promise<OutboxMessage[]> {
  const filter = to?.trim() ? normalizeRecipient(to) : null;
  const rows = await db.query<Row>(
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox
     WHERE $1::text IS NULL OR recipient = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [filter, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}
