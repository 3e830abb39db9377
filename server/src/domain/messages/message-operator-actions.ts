/** Operator actions on the inbox (admin API and CLI): send a message to one member. */
import type { Db } from '../../db/database.ts';
import { findMemberByUsername } from '../accounts/member-repository.ts';
import { OperatorError } from '../operator-error.ts';
import { MESSAGE_LIMITS, sendMessage } from './messages.ts';

export interface SentMessage {
  id: number;
  username: string;
}

export const messageOperatorActions = {
  async sendMessage(
    db: Db,
    username: string,
    title: string,
    content: string,
    now: Date = new Date(),
  ): Promise<SentMessage> {
    const cleanTitle = title.trim();
    if (!cleanTitle || !content.trim()) throw new OperatorError('invalid', 'title and content are required');
    if (cleanTitle.length > MESSAGE_LIMITS.titleLength)
      throw new OperatorError('invalid', `title is longer than ${MESSAGE_LIMITS.titleLength} characters`);
    if (content.length > MESSAGE_LIMITS.contentLength)
      throw new OperatorError('invalid', `content is longer than ${MESSAGE_LIMITS.contentLength} characters`);
    const member = await findMemberByUsername(db, username.trim());
    if (!member) throw new OperatorError('not.found', `no account ${username}`);
    return { id: await sendMessage(db, member.id, { title: cleanTitle, content }, now), username: member.username };
  },
};
