/** CLI commands for support: feedback and complaints, the customer-service chat room. */
import { UsageError, type CliArgs } from './cli-args.ts';
import type { OperatorClient } from './operator-client.ts';

interface Io {
  out(line: string): void;
}

type Command = (client: OperatorClient, args: CliArgs, io: Io) => Promise<void>;

const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export const CONTENT_COMMANDS: Record<string, Command> = {
  async feedback(client, { positionals: [, action, id], options }, io) {
    const usage = 'feedback list [--state OPEN|ANSWERED] | feedback answer <id> --content TEXT';
    if (action === 'list') {
      const items = await client.listFeedback({ state: options.get('state') });
      if (items.length === 0) io.out('No feedback');
      for (const item of items) {
        const from = item.username ?? `guest (${item.contact ?? '-'})`;
        io.out(`#${item.id} ${item.type} ${item.state} from ${from} ${iso(item.createdAt)}: ${oneLine(item.content)}`);
        if (item.answer) io.out(`    answered ${iso(item.answeredAt)}: ${oneLine(item.answer)}`);
      }
      return;
    }
    const content = options.get('content');
    if (action !== 'answer' || !id || !/^\d{1,9}$/.test(id) || !content) throw new UsageError(usage);
    const answered = await client.answerFeedback({ id: Number(id), content });
    io.out(`Feedback #${answered.id} answered`);
  },
  async chat(client, { positionals: [, action, username], options }, io) {
    const usage = 'chat list | chat show <username> | chat reply <username> --content TEXT';
    if (action === 'list') {
      const conversations = await client.chatConversations();
      if (conversations.length === 0) io.out('No conversations');
      for (const c of conversations)
        io.out(
          `${c.username} ${c.messages} messages, last ${iso(c.lastAt)}${c.waiting ? ' (waiting for support)' : ''}`,
        );
      return;
    }
    if (action === 'show' && username) {
      for (const m of await client.chatHistory({ username }))
        io.out(`${iso(m.createdAt)} ${m.sender === 'MEMBER' ? username : 'support'}: ${m.content}`);
      return;
    }
    const content = options.get('content');
    if (action !== 'reply' || !username || !content) throw new UsageError(usage);
    const sent = await client.chatReply({ username, content });
    io.out(`Reply ${sent.id} sent to ${username}`);
  },
};
