/**
 * Lottery and built-in game page sessions end with the login session that launched them
 *: logout, password change, password reset, operator revoke, idle and absolute expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LaunchSchema } from '#contract/game-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { findMemberByUsername, type Member } from '../domain/accounts/member-repository.ts';
import { changePassword, forgotByEmail } from '../domain/accounts/passwords.ts';
import { hashToken } from '../domain/accounts/sessions.ts';
import { findGameByCode } from '../domain/games/game-list.ts';
import { issueLaunchToken as issueGameLaunch } from '../domain/games/launch-tokens.ts';
import { issueLaunchToken as issueLotteryLaunch } from '../domain/lottery/lottery-sessions.ts';
import { admin, call, envelope, expectOk, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, tokenFor } from '../test-support/wallet-client.ts';

const MINUTE = 60_000;

describe.each(testBackends())('page sessions follow the login session on $name', (backend) => {
  let platform: TestPlatform;
  const clock = testClock();
  let serial = 0;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
  }, 180_000);
  afterAll(() => platform.dispose());

  const context = () => ({ db: platform.deps.db, now: clock.now(), ip: '127.0.0.1', log: () => undefined });
  const newMember = async (): Promise<{ member: Member; token: string }> => {
    const member = await createMember(platform.deps.db, `pages${++serial}`, {}, clock.now());
    return { member, token: await tokenFor(platform, member.username) };
  };
  const launchToken = async (token: string, query: string) => {
    const launch = await expectOk(
      call(platform, 'GET', `/wps/game/launchGame?${query}`, undefined, { token }),
      LaunchSchema,
    );
    return new URL(launch.content.game_url).searchParams.get('t') ?? '';
  };
  const post = (path: string, body: unknown) =>
    platform.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'null' },
      body: JSON.stringify(body),
    });

  interface Pages {
    lottery: string;
    game: string;
  }
  /** Opens a lottery betting page and a slot page through the launch endpoint. */
  const openPages = async (token: string): Promise<Pages> => {
    const nodeId = (await findGameByCode(platform.deps.db, 'TALA-SLOT'))?.nodeId;
    const lottery = (
      await envelope(
        post('/lottery/api/session', {
          launchToken: await launchToken(token, 'launchMode=LOTT&lottoArea=VN&lottoGameCode=5D1'),
        }),
      )
    ).value as { lotterySession: string };
    const game = (
      await envelope(
        post('/games/api/session', { launchToken: await launchToken(token, `launchMode=GLS&nodeId=${nodeId}`) }),
      )
    ).value as { gameSession: string };
    return { lottery: lottery.lotterySession, game: game.gameSession };
  };
  /**
   * Which of the four still work: the two page sessions, and two launch tokens issued now for the
   * same login session (straight from the domain, so the login session is not touched).
   */
  const alive = async (memberId: number, token: string, pages: Pages) => {
    const nodeId = (await findGameByCode(platform.deps.db, 'TALA-SLOT'))?.nodeId ?? 0;
    const lotteryLaunch = await issueLotteryLaunch(platform.deps.db, memberId, hashToken(token), '5D1', clock.now());
    const gameLaunch = await issueGameLaunch(
      platform.deps.db,
      { memberId, nodeId, sessionTokenHash: hashToken(token) },
      clock.now(),
    );
    const answers = await Promise.all([
      envelope(
        platform.request('/lottery/api/state', { headers: { Origin: 'null', 'X-Lottery-Session': pages.lottery } }),
      ),
      envelope(platform.request('/games/api/state', { headers: { Origin: 'null', 'X-Game-Session': pages.game } })),
      envelope(post('/lottery/api/session', { launchToken: lotteryLaunch })),
      envelope(post('/games/api/session', { launchToken: gameLaunch })),
    ]);
    const [lottery, game, lotteryOpen, gameOpen] = answers.map((answer) => answer.success);
    return { lottery, game, lotteryLaunch: lotteryOpen, gameLaunch: gameOpen };
  };
  const ALIVE = { lottery: true, game: true, lotteryLaunch: true, gameLaunch: true };
  const ENDED = { lottery: false, game: false, lotteryLaunch: false, gameLaunch: false };
  const info = (token: string) => call(platform, 'GET', '/wps/member/info', undefined, { token });

  it('keeps the pages while the login session lives', async () => {
    const { member, token } = await newMember();
    expect(await alive(member.id, token, await openPages(token))).toEqual(ALIVE);
  });

  it('ends them at logout', async () => {
    const { member, token } = await newMember();
    const pages = await openPages(token);
    await platform.request('/wps/session/logout', { method: 'DELETE', headers: { Authorization: token } });
    expect(await alive(member.id, token, pages)).toEqual(ENDED);
  });

  it('ends them when the password is changed in another session, or reset', async () => {
    const { member, token } = await newMember();
    const pages = await openPages(token);
    const other = await tokenFor(platform, member.username);
    await changePassword(
      context(),
      member,
      { oldPassword: 'Test1234', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      hashToken(other),
    );
    expect(await alive(member.id, token, pages)).toEqual(ENDED);

    const demo = await findMemberByUsername(platform.deps.db, 'demo01');
    if (!demo?.email) throw new Error('seed demo01 has no e-mail');
    const demoToken = await tokenFor(platform, 'demo01');
    const demoPages = await openPages(demoToken);
    await forgotByEmail(context(), 'demo01', demo.email);
    expect(await alive(demo.id, demoToken, demoPages)).toEqual(ENDED);
  });

  it("ends them when an operator revokes the member's sessions", async () => {
    const { member, token } = await newMember();
    const pages = await openPages(token);
    expect((await admin(platform, 'POST', '/admin/sessions/expire', { username: member.username })).status).toBe(200);
    expect(await alive(member.id, token, pages)).toEqual(ENDED);
  });

  it('ends them when the login session idles out, even if nothing touched it since', async () => {
    const { member, token } = await newMember();
    const pages = await openPages(token);
    clock.advance(29 * MINUTE);
    // The pages' own calls (the lottery page polls) do not keep the login session alive.
    expect(await alive(member.id, token, pages)).toEqual(ALIVE);
    clock.advance(2 * MINUTE);
    expect(await alive(member.id, token, pages)).toEqual(ENDED);
  });

  it('ends them 12 hours after login however busy the login session is', async () => {
    const { member, token } = await newMember();
    const end = clock.now().getTime() + 12 * 60 * MINUTE;
    const keepBusyUntil = async (until: number) => {
      while (clock.now().getTime() + 10 * MINUTE <= until) {
        clock.advance(10 * MINUTE);
        expect((await info(token)).status).toBe(200);
      }
    };
    await keepBusyUntil(end - 60 * MINUTE);
    // Opened about an hour before the end: the game session's own 12 h would outlive the login.
    const pages = await openPages(token);
    await keepBusyUntil(end - 5 * MINUTE);
    expect(await alive(member.id, token, pages)).toEqual(ALIVE);
    clock.advance(end - clock.now().getTime() + 1000);
    expect(await alive(member.id, token, pages)).toEqual(ENDED);
  });
});
