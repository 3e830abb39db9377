/**
 * Inbox demo data (seed version 4): three unread messages for demo01 (welcome, deposit bonus
 * with a small HTML list, security reminder), a day apart with the newest at seed time. Each is
 * inserted only when demo01 has no message with its title, so a repeated run adds nothing.
 */
import type { Db } from '../db/database.ts';
import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { sendMessage, type NewMessage } from '../domain/messages/messages.ts';

const DAY = 86_400_000;

export const DEMO_MESSAGES: readonly NewMessage[] = [
  {
    title: 'Welcome to Tala',
    content:
      '<p>Welcome, <strong>Demo</strong>! Your account is ready. Visit the help centre any time you have a question.</p>',
  },
  {
    title: 'Deposit bonus this week',
    content:
      '<p>Deposit this week and get a bonus on top:</p>' +
      '<ul><li>10% on deposits from 500.00</li><li>15% on deposits from 5,000.00</li><li>Bonus credited within 24 hours</li></ul>' +
      '<p>Terms apply; see Promotions.</p>',
  },
  {
    title: 'Security reminder',
    content:
      '<p>Tala staff will <strong>never</strong> ask for your password, payment password or SMS codes. ' +
      'Keep them to yourself and set a payment password before your first withdrawal.</p>',
  },
];

/** Applies the inbox demo data inside the seed transaction. */
export async function seedMessages(tx: Db, now: Date): Promise<void> {
  const demo = await findMemberByUsername(tx, 'demo01');
  if (!demo) return;
  for (const [index, message] of DEMO_MESSAGES.entries()) {
    const existing = await tx.query('SELECT id FROM messages WHERE member_id = $1 AND title = $2', [
      demo.id,
      message.title,
    ]);
    if (existing.length > 0) continue;
    const at = new Date(now.getTime() - (DEMO_MESSAGES.length - 1 - index) * DAY);
    await sendMessage(tx, demo.id, message, at);
  }
}
