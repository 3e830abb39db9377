import { describe, expect, it } from 'vitest';

import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { chatMessages, memberFeedback, sendChatMessage, submitFeedback } from '../domain/content/index.ts';
import { useCliDataFolder } from '../test-support/cli-data-folder.ts';

const folder = useCliDataFolder('tala-content-cli-');
const { cli } = folder;

describe('operator CLI: feedback and chat', () => {
  it('lists and answers feedback, lists and answers chat conversations', async () => {
    const { db } = folder;
    const memberId = (await findMemberByUsername(db, 'demo01'))!.id;
    await submitFeedback(db, memberId, { type: 'complaint', content: 'Withdrawals take too long.' }, new Date());
    await sendChatMessage(db, memberId, 'Is anyone there?', new Date());
    const list = await cli('feedback', 'list', '--state', 'OPEN');
    expect(list.out).toMatch(/#(\d+) complaint OPEN from demo01 .*Withdrawals take too long\./);
    const id = /#(\d+)/.exec(list.out)![1]!;
    expect((await cli('feedback', 'answer', id, '--content', 'Now within the hour.')).out).toContain(
      `Feedback #${id} answered`,
    );
    expect((await cli('feedback', 'answer', '999999', '--content', 'x')).err).toContain('no feedback #999999');
    expect((await cli('feedback', 'answer', id)).code).toBe(2);

    expect((await cli('chat', 'list')).out).toMatch(/demo01 1 messages, last .* \(waiting for support\)/);

    expect((await cli('chat', 'reply', 'demo01', '--content', 'Yes, how can we help?')).out).toMatch(
      /Reply \d+ sent to demo01/,
    );
    expect((await cli('chat', 'show', 'demo01')).out).toContain('support: Yes, how can we help?');
    expect((await cli('chat', 'reply', 'ghost01', '--content', 'x')).err).toContain('no account ghost01');

    expect((await memberFeedback(db, memberId, { pageNo: 1, pageSize: 10 })).content[0]).toMatchObject({
      state: 'ANSWERED',
      answer: 'Now within the hour.',
    });
    expect((await chatMessages(db, memberId, 0)).map((m) => m.sender)).toEqual(['MEMBER', 'SUPPORT']);
  }, 120_000);
});
