/** The support half of the operator client (feedback, chat): through the admin API or the database. */
import type { ChatMessage, Feedback } from '#contract/content-schemas.ts';
import type { Db } from '../db/database.ts';
import { answerFeedback, chatOperatorActions as chat, listFeedback, type ChatConversation, type OperatorFeedback } from '../domain/content/index.ts';
import type { AdminCall } from './wallet-operator-client.ts';

export interface ContentOperatorClient {
  listFeedback(state?: string): Promise<OperatorFeedback[]>;
  answerFeedback(id: number, answer: string): Promise<Feedback>;
  chatConversations(): Promise<ChatConversation[]>;
  chatHistory(username: string): Promise<ChatMessage[]>;
  chatReply(username: string, content: string): Promise<ChatMessage>;
}

export function httpContentClient(call: AdminCall): ContentOperatorClient {
  const name = (username: string) => encodeURIComponent(username);
  return {
    listFeedback: (state) => call('GET', `/admin/feedback${state ? `?state=${encodeURIComponent(state)}` : ''}`),
    answerFeedback: (id, content) => call('POST', `/admin/feedback/${id}/answer`, { content }),
    chatConversations: () => call('GET', '/admin/chat'),
    chatHistory: (username) => call('GET', `/admin/chat/${name(username)}`),
    chatReply: (username, content) => call('POST', `/admin/chat/${name(username)}`, { content }),
  };
}

export function directContentClient(db: Db): ContentOperatorClient {
  return {
    listFeedback: (state) => listFeedback(db, state),
    answerFeedback: (id, content) => answerFeedback(db, id, content, new Date()),
    chatConversations: () => chat.conversations(db),
    chatHistory: (username) => chat.history(db, username),
    chatReply: (username, content) => chat.reply(db, username, content),
  };
}
