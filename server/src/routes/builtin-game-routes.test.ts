import { createHash, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LaunchSchema } from '#contract/game-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { findGameByCode } from '../domain/games/game-list.ts';
import { call, envelope, expectOk, expectRefusal, testClock, type Envelope } from '../test-support/account-client.ts';
import { createTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, tokenFor } from '../test-support/wallet-client.ts';

interface Round {
  roundId: string;
  stake: string;
  win: string;
  balance: string;
  serverSeed: string;
  usedServerSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeedHash: string;
  nextNonce: number;
  outcome: Record<string, unknown>;
  choices: Record<string, unknown>;
}
interface GameSession {
  gameSession: string;
  balance: string;
  serverSeedHash: string | null;
  nonce: number | null;
  game: { kind: string; gameName: string };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testBackends())('built-in games on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  const clock = testClock();
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend, now: clock.now });
    token = await tokenFor(platform, 'demo01');
  });
  afterAll(() => platform.dispose());

  async function launchUrl(code: string, auth = token): Promise<URL> {
    const nodeId = (await findGameByCode(platform.deps.db, code))?.nodeId;
    const launch = await expectOk(
      call(platform, 'GET', `/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}&language=CN`, undefined, {
        token: auth,
      }),
      LaunchSchema,
    );
    return new URL(launch.content.game_url);
  }
  const gameApi = (method: string, path: string, body?: unknown, session?: string) =>
    platform.request(path, {
      method,
      headers: {
        Origin: 'null',
        ...(session ? { 'X-Game-Session': session } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  async function open(code: string, auth = token): Promise<GameSession> {
    const url = await launchUrl(code, auth);
    const answer = await envelope(
      gameApi('POST', '/games/api/session?lang=CN', { launchToken: url.searchParams.get('t') }),
    );
    expect(answer.success, answer.message).toBe(true);
    return answer.value as GameSession;
  }
  const playRaw = (kind: string, session: string, body: Record<string, unknown>): Promise<Response> =>
    gameApi(
      'POST',
      `/games/api/${kind}/play`,
      { roundId: randomUUID(), stake: '1.00', clientSeed: 'player-seed', ...body },
      session,
    );
  const play = (kind: string, session: string, body: Record<string, unknown>): Promise<Envelope> =>
    envelope(playRaw(kind, session, body));

  it('serves the pages with their own CSP and the static files', async () => {
    const url = await launchUrl('TALA-SLOT');
    const page = await platform.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('/games/assets/slot.js');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    // The launch carried CN: the page comes in Chinese, with only the Chinese strings (issue #27).
    expect(html).toContain('<html lang="zh-CN" dir="ltr">');
    expect(html).toContain('/games/assets/strings-CN.js');
    expect(html).not.toContain('strings-EN.js');
    for (const [lang, tag, sample] of [
      ['AR', '<html lang="ar" dir="rtl">', '"spin":"دوّر"'],
      ['es', '<html lang="es" dir="ltr">', '"spin":"Girar"'],
      ['UR-LA', '<html lang="ur-Latn" dir="ltr">', '"spin":"Ghumayein"'],
    ] as const) {
      const localized = await (await platform.request(`/games/play/dice?lang=${lang}`)).text();
      expect(localized).toContain(tag);
      const script = `strings-${lang.toUpperCase()}.js`;
      expect(localized).toContain(`/games/assets/${script}`);
      expect(await (await platform.request(`/games/assets/${script}`)).text()).toContain(sample);
    }
    expect(await (await platform.request('/games/play/dice?lang=XX')).text()).toContain('/games/assets/strings-EN.js');
    for (const file of [
      'game-common.js',
      'strings-EN.js',
      'slot.js',
      'dice.js',
      'baccarat.js',
      'demo-vendor.js',
      'games.css',
    ]) {
      expect((await platform.request(`/games/assets/${file}`)).status, file).toBe(200);
    }
    expect((await platform.request('/games/assets/../create-app.ts')).status).toBe(404);
    expect((await platform.request('/games/assets/constructor')).status).toBe(404);
    expect((await platform.request('/games/play/poker')).status).toBe(404);
    // Without `?lang=` (or with an empty one) the page opens in English.
    for (const path of ['/games/play/dice', '/games/play/dice?lang='])
      expect(await (await platform.request(path)).text(), path).toContain('<html lang="en" dir="ltr">');
  });

  it('refuses a malformed verify query or play path naming the field (400, CORS-open)', async () => {
    const seed = 'a'.repeat(64);
    const good = `kind=dice&serverSeed=${seed}&clientSeed=me&nonce=3`;
    const verify = (query: string) => envelope(gameApi('GET', `/games/api/verify?${query}`));
    expect((await verify(`${good}&target=40`)).value).toMatchObject({
      kind: 'dice',
      nonce: 3,
      outcome: { target: 40 },
    });
    // An empty target reads as absent: the dice's default target.
    expect((await verify(`${good}&target=`)).value).toMatchObject({ outcome: { target: 50 } });
    for (const [query, message] of [
      [`kind=poker&serverSeed=${seed}&clientSeed=me&nonce=3`, 'kind is invalid: slot, dice or baccarat'],
      ['kind=dice&clientSeed=me&nonce=3', 'serverSeed is invalid: 64 hex digits'],
      [
        `kind=dice&serverSeed=${seed}&clientSeed=a%20b&nonce=3`,
        'clientSeed is invalid: letters, digits, _ or -, at most 64',
      ],
      [
        `kind=dice&serverSeed=${seed}&clientSeed=me&nonce=-1`,
        'nonce is invalid: a whole number of at most nine digits',
      ],
      [`${good}&target=abc`, 'target is invalid: a whole number below 100'],
    ]) {
      const answer = await gameApi('GET', `/games/api/verify?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(await answer.json()).toMatchObject({ success: false, errorCode: 'request.param.err', message });
    }
    const kind = await expectRefusal(playRaw('poker', 'f'.repeat(64), {}), 'request.param.err', 400);
    expect(kind.message).toBe('kind is invalid: slot, dice or baccarat');
  });

  it('answers CORS for any origin, without cookies', async () => {
    const preflight = await platform.request('/games/api/slot/play', {
      method: 'OPTIONS',
      headers: {
        Origin: 'null',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-game-session, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('X-Game-Session');
    const refused = await gameApi('POST', '/games/api/slot/play', {
      roundId: randomUUID(),
      stake: '1.00',
      clientSeed: 'x',
    });
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    await expectRefusal(Promise.resolve(refused), 'game.session.invalid');
  });

  it('exchanges a launch token once, within 60 s', async () => {
    const url = await launchUrl('TALA-SLOT');
    const launchToken = url.searchParams.get('t');
    const first = await envelope(gameApi('POST', '/games/api/session', { launchToken }));
    expect(first.value).toMatchObject({
      balance: '1000.00',
      currency: 'PHP',
      nonce: 0,
      game: { kind: 'slot', gameCode: 'TALA-SLOT' },
    });
    await expectRefusal(gameApi('POST', '/games/api/session', { launchToken }), 'launch.token.invalid');
    const late = await launchUrl('TALA-SLOT');
    clock.advance(61_000);
    await expectRefusal(
      gameApi('POST', '/games/api/session', { launchToken: late.searchParams.get('t') }),
      'launch.token.invalid',
    );
    await expectRefusal(gameApi('POST', '/games/api/session', { launchToken: 'nope' }), 'launch.token.invalid');
  });

  it('plays slot rounds on MAIN with bets recorded, fair and idempotent', async () => {
    const session = await open('TALA-SLOT');
    expect(session.game.gameName).toBe('塔拉财富');
    const roundId = randomUUID();
    const answer = await play('slot', session.gameSession, { roundId, stake: '10.00' });
    expect(answer.success, answer.message).toBe(true);
    const round = answer.value as Round;
    expect(round.usedServerSeedHash).toBe(session.serverSeedHash);
    expect(sha256(round.serverSeed)).toBe(session.serverSeedHash);
    expect(round.nonce).toBe(0);
    expect(round.nextNonce).toBe(1);
    expect(round.serverSeedHash).not.toBe(session.serverSeedHash);
    const expected = (1000 - 10 + Number(round.win)).toFixed(2);
    expect(round.balance).toBe(expected);
    // A replay (double click, lost answer) answers the first result and moves nothing.
    const replay = await play('slot', session.gameSession, { roundId, stake: '10.00' });
    expect(replay.value).toEqual(round);
    const state = await envelope(gameApi('GET', '/games/api/state', undefined, session.gameSession));
    expect(state.value).toEqual({ balance: round.balance, serverSeedHash: round.serverSeedHash, nonce: 1 });
    const verify = await envelope(
      gameApi('GET', `/games/api/verify?kind=slot&serverSeed=${round.serverSeed}&clientSeed=player-seed&nonce=0`),
    );
    expect(verify.value).toMatchObject({ serverSeedHash: session.serverSeedHash, outcome: round.outcome });
    // The same round sent twice at once (a retry racing a lost answer): played once.
    const twinId = randomUUID();
    const twins = await Promise.all([
      play('slot', session.gameSession, { roundId: twinId, stake: '1.00' }),
      play('slot', session.gameSession, { roundId: twinId, stake: '1.00' }),
    ]);
    expect(twins.map((answer) => answer.success)).toEqual([true, true]);
    expect((twins[1]?.value as Round).outcome).toEqual((twins[0]?.value as Round).outcome);
    const bets = await envelope(call(platform, 'GET', '/wps/report/bets', undefined, { token }));
    const page = bets.value as {
      content: { reference: string; stake: string; win: string; vendor: string; category: string }[];
    };
    expect(page.content.filter((bet) => bet.reference === roundId)).toEqual([
      expect.objectContaining({ stake: '10.00', win: round.win, vendor: 'TALA', category: 'RNG' }),
    ]);
    expect(page.content.filter((bet) => bet.reference === twinId)).toHaveLength(1);
    await expectRefusal(playRaw('slot', session.gameSession, { stake: '1.05' }), 'request.param.err', 400);
    await expectRefusal(playRaw('slot', session.gameSession, { stake: '0.50' }), 'request.param.err', 400);
    await expectRefusal(playRaw('slot', session.gameSession, { roundId: 'x' }), 'request.param.err', 400);
    await expectRefusal(playRaw('dice', session.gameSession, { target: 50 }), 'game.session.invalid');
  });

  it('plays dice and baccarat, refuses what the balance cannot cover', async () => {
    const dice = await open('TALA-DICE');
    const rolled = (await play('dice', dice.gameSession, { target: 50 })).value as Round;
    expect(rolled.outcome).toMatchObject({ target: 50 });
    expect(['0.00', '1.98']).toContain(rolled.win);
    await expectRefusal(playRaw('dice', dice.gameSession, { target: 99 }), 'request.param.err', 400);
    const baccarat = await open('TALA-BACCARAT');
    const dealt = (await play('baccarat', baccarat.gameSession, { side: 'BANKER' })).value as Round;
    expect(['PLAYER', 'BANKER', 'TIE']).toContain(dealt.outcome.winner);
    await expectRefusal(playRaw('baccarat', baccarat.gameSession, { side: 'DRAGON' }), 'request.param.err', 400);

    await createMember(platform.deps.db, 'brokeplayer', {}, clock.now());
    const broke = await open('TALA-DICE', await tokenFor(platform, 'brokeplayer'));
    const refused = await expectRefusal(
      playRaw('dice', broke.gameSession, { target: 50 }),
      'account.balance.not.enough',
    );
    expect(refused.message).not.toBe('');
  });

  it('opens the demo-vendor page for other vendors and ends game sessions with the login', async () => {
    const wm = await findGameByCode(platform.deps.db, 'WM-LIVE-1');
    const launch = await expectOk(
      call(platform, 'GET', `/wps/game/launchGame?launchMode=GLS&nodeId=${wm?.nodeId}`, undefined, { token }),
      LaunchSchema,
    );
    const url = new URL(launch.content.game_url);
    expect(url.pathname).toBe('/games/play/demo-vendor');
    const session = await envelope(gameApi('POST', '/games/api/session', { launchToken: url.searchParams.get('t') }));
    expect(session.value).toMatchObject({
      serverSeedHash: null,
      game: { kind: 'demo-vendor', vendor: 'WM', vendorName: 'WM Casino' },
    });
    const open1 = await open('TALA-SLOT');
    await call(platform, 'DELETE', '/wps/session/logout', undefined, { token });
    await expectRefusal(playRaw('slot', open1.gameSession, {}), 'game.session.invalid');
  });
});
