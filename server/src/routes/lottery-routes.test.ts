import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BetPageSchema } from '#contract/bet-schemas.ts';
import { LaunchSchema } from '#contract/game-schemas.ts';
import {
  LotteryMenusSchema,
  LotteryResultListSchema,
  LotterySessionSchema,
  PopularLotteryListSchema,
  TicketBoughtSchema,
  TicketSchema,
  VnOpenedSchema,
  VnRecentGamesSchema,
  type TicketBody,
} from '#contract/lottery-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { runLottery } from '../domain/lottery/lottery-job.ts';
import { expectOk, expectRefusal, testClock } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { moneyCall, newKey, tokenFor } from '../test-support/wallet-client.ts';

describe.each(testBackends())('lottery gateway and betting page on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const clock = testClock(new Date('2026-06-15T12:00:10Z'));
  const job = () => runLottery(platform.deps.db, clock.now());
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
    token = await tokenFor(platform, 'demo01');
    await job();
  });
  afterAll(() => platform.dispose());

  const raw = async <T>(path: string, schema: v.GenericSchema<unknown, T>, init?: RequestInit): Promise<T> => {
    const response = await platform.request(path, init);
    expect(response.status).toBe(200);
    return v.parse(schema, await response.json());
  };
  const page = (method: string, path: string, session: string, body?: unknown, key?: string) =>
    platform.request(path, {
      method,
      headers: {
        'X-Lottery-Session': session,
        'Content-Type': 'application/json',
        Origin: 'null',
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const openPage = async (query: string) => {
    const launch = await expectOk(
      moneyCall(platform, token, 'GET', `/wps/game/launchGame?launchMode=LOTT&lottoArea=VN&${query}`),
      LaunchSchema,
    );
    const url = new URL(launch.content.game_url);
    const launchToken = url.searchParams.get('t') ?? '';
    const session = await expectOk(
      platform.request('/lottery/api/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'null' },
        body: JSON.stringify({ launchToken }),
      }),
      LotterySessionSchema,
    );
    return { url, launchToken, session: session.lotterySession };
  };

  it('answers menus by prize mode without the envelope', async () => {
    expect((await platform.request('/lgw/games/game_menus')).status).toBe(400);
    const all = await raw('/lgw/games/game_menus?prizeMode=Elott', LotteryMenusSchema);
    expect(Object.keys(all)).toEqual(['SSC', 'PK10', 'K3', '11X5', 'VN_TRADITIONAL', 'VN_FAST']);
    expect(all.SSC?.gameMenus[0]).toMatchObject({
      gameCode: '5D1',
      intervalSeconds: 60,
      offers: [
        { betType: 'BIG_SMALL', odds: '1.98' },
        { betType: 'ODD_EVEN', odds: '1.98' },
        { betType: 'POSITION', odds: '9.80' },
      ],
    });
    const vn = await raw('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB', LotteryMenusSchema);
    expect(vn.VN_TRADITIONAL?.gameMenus.map((game) => game.gameCode)).toEqual(['VN_NORTH', 'VN_CENTRE', 'VN_SOUTH']);
    // Game and group names in the request's language; without one, the catalogue's own.
    expect(all.SSC?.gameMenus[0]?.labelName).toBe('1-minute 5D');
    const thai = await raw('/lgw/games/game_menus?prizeMode=Elott', LotteryMenusSchema, {
      headers: { Language: 'TH' },
    });
    expect(thai.SSC?.gameMenus[0]?.labelName).toBe('5D 1 นาที');
    expect(thai.VN_TRADITIONAL?.labelName).toBe('หวยดั้งเดิม');
    const arabic = await raw('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB&language=AR', LotteryMenusSchema);
    expect(arabic.VN_TRADITIONAL?.gameMenus.map((game) => game.labelName)).toEqual(['الشمال', 'الوسط', 'الجنوب']);
  });

  it('lists the games on sale with their countdown from the server clock', async () => {
    const popular = await raw('/lgw/games/popular?count=20&prizeMode=ELOTT&device=WEB', PopularLotteryListSchema);
    expect(popular.length).toBe(11);
    expect(popular[0]).toMatchObject({
      gameCode: 'VN_FAST45',
      remainTime: 35_000,
      isSale: true,
      serverTime: clock.now().getTime(),
    });
    expect(popular.find((game) => game.gameCode === '5D1')).toMatchObject({
      numero: '20260615-0721',
      remainTime: 50_000,
      isSale: true,
    });
    expect((await raw('/lgw/games/popular?count=3', PopularLotteryListSchema)).length).toBe(3);
    expect((await platform.request('/lgw/games/popular?count=101')).status).toBe(400);
  });

  it('launches the betting page with a single-use token; the page API is CORS-open and header-authenticated', async () => {
    const { url, launchToken, session } = await openPage(
      'lottoPrizeMode=ELOTT&lottoGameCode=5D1&lottoView=betting&device=WEB&language=VI&backUrl=https://x.example/elott',
    );
    expect([
      url.pathname,
      url.searchParams.get('game'),
      url.searchParams.get('view'),
      url.searchParams.get('lang'),
    ]).toEqual(['/lottery/play', '5D1', 'betting', 'VI']);
    await expectRefusal(
      platform.request('/lottery/api/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ launchToken }),
      }),
      'launch.token.invalid',
    );
    const html = await platform.request(`${url.pathname}${url.search}`);
    expect(html.headers.get('Content-Security-Policy')).toContain('frame-ancestors');
    const vietnamese = await html.text();
    expect(vietnamese).not.toMatch(/<script>[^<]/);
    // One language per page (issue #27): its own strings script, `lang` and `dir` set by the platform.
    expect(vietnamese).toContain('<html lang="vi" dir="ltr">');
    expect(vietnamese).toContain('/lottery/assets/strings-VI.js');
    const arabic = await (await platform.request('/lottery/play?lang=AR')).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('/lottery/assets/strings-AR.js');
    expect(arabic).not.toContain('strings-EN.js');
    expect(await (await platform.request('/lottery/play?lang=XX')).text()).toContain('/lottery/assets/strings-EN.js');
    const script = await (await platform.request('/lottery/assets/strings-AR.js')).text();
    expect(script).toContain('"dir":"rtl"');
    expect(script).toContain('"buy":"اشترِ تذكرة"');
    expect((await platform.request('/lottery/assets/strings-XX.js')).status).toBe(404);
    expect((await platform.request('/lottery/assets/constructor')).status).toBe(404);
    expect((await platform.request('/lottery/assets/__proto__')).status).toBe(404);
    expect(await (await platform.request('/lottery/play')).text()).toContain('<html lang="en" dir="ltr">');
    const preflight = await platform.request('/lottery/api/tickets', {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('X-Lottery-Session');
    const state = await page('GET', '/lottery/api/state', session);
    expect(state.headers.get('Access-Control-Allow-Origin')).toBe('*');
    await expectRefusal(page('GET', '/lottery/api/state', 'f'.repeat(64)), 'lottery.session.invalid');
    // The results' game code is checked after the session, and refused naming it.
    expect((await page('GET', '/lottery/api/results?gameCode=5D1&lang=VI', session)).status).toBe(200);
    for (const query of ['?gameCode=NOPE', '?gameCode=', '']) {
      const refused = await expectRefusal(
        page('GET', `/lottery/api/results${query}`, session),
        'request.param.err',
        400,
      );
      expect(refused.message, query).toBe('gameCode is invalid: a lottery game code');
    }
    await expectRefusal(page('GET', '/lottery/api/results?gameCode=NOPE', 'f'.repeat(64)), 'lottery.session.invalid');
    await expectRefusal(
      moneyCall(platform, token, 'GET', '/wps/game/launchGame?launchMode=LOTT&lottoGameCode=NOPE'),
      'request.param.err',
      400,
    );
  });

  it('sells a ticket once per key, settles it after the draw, and the betting record and results show it', async () => {
    const { session } = await openPage('lottoPrizeMode=ELOTT&lottoGameCode=5D1');
    const popular = await raw('/lgw/games/popular?count=100', PopularLotteryListSchema);
    const fast = popular.find((game) => game.gameCode === '5D1');
    const north = popular.find((game) => game.gameCode === 'VN_FAST45');
    if (!fast || !north) throw new Error('draws missing');
    const ticket: TicketBody = { drawId: fast.drawId, betType: 'BIG_SMALL', selection: ['BIG'], stake: '10' };
    const key = newKey();
    const first = await expectOk(page('POST', '/lottery/api/tickets', session, ticket, key), TicketBoughtSchema);
    expect(await expectOk(page('POST', '/lottery/api/tickets', session, ticket, key), TicketBoughtSchema)).toEqual(
      first,
    );
    expect(first.balance).toBe('990.00');
    await expectRefusal(
      page('POST', '/lottery/api/tickets', session, { ...ticket, stake: '5000' }, newKey()),
      'account.balance.not.enough',
    );
    await expectRefusal(page('POST', '/lottery/api/tickets', session, ticket), 'request.param.err', 400);
    // One ticket sent twice at once with its key (a retry racing a lost answer): sold once.
    const fastTicket: TicketBody = { drawId: north.drawId, betType: 'LO', selection: ['27'], stake: '1' };
    const fastKey = newKey();
    const [sold, resold] = await Promise.all([
      expectOk(page('POST', '/lottery/api/tickets', session, fastTicket, fastKey), TicketBoughtSchema),
      expectOk(page('POST', '/lottery/api/tickets', session, fastTicket, fastKey), TicketBoughtSchema),
    ]);
    expect(resold).toEqual(sold);
    const fastTickets = await expectOk(page('GET', '/lottery/api/tickets', session), v.array(TicketSchema));
    expect(fastTickets.filter((listed) => listed.gameCode === 'VN_FAST45')).toHaveLength(1);

    clock.advance(60_000);
    await job();
    await job();
    // The page session outlived the sweep; the used launch tokens (60 s) are gone.
    expect((await platform.deps.db.query('SELECT 1 FROM lottery_launch_tokens')).length).toBe(0);
    await expectOk(page('GET', '/lottery/api/tickets', session), v.array(TicketSchema));
    const bets = await expectOk(moneyCall(platform, token, 'GET', '/wps/report/bets?category=ELOTT'), BetPageSchema);
    expect(bets.content.map((bet) => [bet.gameCode, bet.state, bet.stake])).toEqual([['5D1', 'SETTLED', '10.00']]);
    const results = await raw('/lgw/games/opened/numero?gameCode=5D1', LotteryResultListSchema);
    const result = results[0]?.result;
    if (!result || !('numbers' in result)) throw new Error('no 5D result');
    const big = result.numbers.reduce((sum, digit) => sum + digit, 0) >= 23;
    expect(bets.content[0]?.win).toBe(big ? '19.80' : '0.00');

    const opened = await raw('/lgw/vn/numeros/opened/game?gameCode=VN_FAST45', VnOpenedSchema);
    expect(opened.VN_FAST45?.draws[0]?.result).toMatchObject({ prizes: expect.any(Array) as unknown });
    const recent = await raw('/lgw/vn/games/game_menu/recent', VnRecentGamesSchema, {
      headers: { Authorization: token },
    });
    expect(recent.map((game) => game.gameCode)).toEqual(['VN_FAST45']);
    expect((await platform.request('/lgw/vn/games/game_menu/recent')).status).toBe(401);
  });
});
