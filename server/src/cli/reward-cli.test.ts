import { describe, expect, it } from 'vitest';

import { useCliDataFolder } from '../test-support/cli-data-folder.ts';

const folder = useCliDataFolder('tala-reward-cli-');
const { cli } = folder;

describe('operator CLI: rewards', () => {
  it('grants rewards and lists them with their state', async () => {
    const granted = await cli('reward', 'grant', 'demo01', '12.5', '--title', 'Birthday gift', '--days', '7');
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toMatch(/#\d+ demo01 12\.50 "Birthday gift" CLAIMABLE, expires \d{4}-/);
    expect((await cli('reward', 'grant', 'demo01', '5', '--title', 'Forever')).out).toContain('expires never');
    const list = await cli('reward', 'list', 'demo01');
    // The seeded welcome reward, then the two granted here (newest first).
    expect(
      list.out
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => /"(.+)"/.exec(line)?.[1]),
    ).toEqual(['Forever', 'Birthday gift', 'Welcome reward']);
    expect((await cli('reward', 'grant', 'ghost01', '5', '--title', 'T')).err).toContain('no account ghost01');
    expect((await cli('reward', 'grant', 'demo01', '5', '--title', 'T', '--days', 'soon')).code).toBe(2);
  }, 60_000);
});
