/**
 * Inbox demo data (seed version 4): three unread messages for demo01 (welcome, deposit bonus
 * with a small HTML list, security reminder), a day apart with the newest at seed time. Each is
 * inserted only when demo01 has no message with its title, so a repeated run adds nothing. Each
 * carries its title and content in every other platform language (platform-texts-member.ts).
 */
import type { Db } from '../db/database.ts';
import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { sendMessage, type MessageTranslations, type NewMessage } from '../domain/messages/messages.ts';
import type { PlatformLanguageCode } from '../domain/platform-languages.ts';
import { EN_TEXTS, list, paragraphs, PLATFORM_TEXTS, type PlatformTexts } from './platform-texts.ts';

const DAY = 86_400_000;

type MessageText = Pick<NewMessage, 'title' | 'content'>;

/** The demo messages' texts in one language, in DEMO_MESSAGES order. */
function messageTexts(t: PlatformTexts): MessageText[] {
  return [
    { title: t.welcomeMsgTitle, content: paragraphs(t.welcomeMsgBody) },
    {
      title: t.bonusMsgTitle,
      content:
        paragraphs(t.bonusMsgBody) +
        list('ul', t.bonusMsg10, t.bonusMsg15, t.bonusMsgCredit) +
        paragraphs(t.bonusMsgTerms),
    },
    { title: t.securityMsgTitle, content: paragraphs(t.securityMsgBody) },
  ];
}

export const DEMO_MESSAGES: readonly (MessageText & { translations: MessageTranslations })[] = messageTexts(
  EN_TEXTS,
).map((english, index) => {
  const translations: MessageTranslations = {};
  for (const [code, texts] of Object.entries(PLATFORM_TEXTS) as [PlatformLanguageCode, PlatformTexts][]) {
    if (code !== 'EN') translations[code] = messageTexts(texts)[index];
  }
  return { ...english, translations };
});

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
