import { describe, expect, it } from 'vitest';

import { findMemberByUsername } from '../domain/accounts/member-repository.ts';
import { listMessages } from '../domain/messages/index.ts';
import { useCliDataFolder } from '../test-support/cli-data-folder.ts';

const folder = useCliDataFolder('tala-message-cli-');
const { cli } = folder;

describe('operator CLI: messages', () => {
  it('sends a message to an account in the data folder', async () => {
    const sent = await cli(
      'message',
      'send',
      'demo01',
      '--title',
      'From ops',
      '--content',
      '<p>Hello <b>there</b></p>',
    );
    expect(sent).toMatchObject({ code: 0 });
    expect(sent.out).toMatch(/Message \d+ sent to demo01/);
    expect(sent.out).toContain('no server running');
    expect((await cli('message', 'send', 'ghost01', '--title', 'T', '--content', 'C')).err).toContain(
      'no account ghost01',
    );
    expect((await cli('message', 'send', 'demo01', '--title', 'T')).code).toBe(2);
    expect((await cli('message', 'list')).code).toBe(2);

    const { db } = folder;
    const demo = await findMemberByUsername(db, 'demo01');
    const inbox = await listMessages(db, demo!.id, { pageNo: 1, pageSize: 10 });
    expect(inbox.totalCount).toBe(4);
    expect(inbox.content[0]).toMatchObject({ title: 'From ops', content: '<p>Hello <b>there</b></p>', read: false });
  }, 60_000);
});
