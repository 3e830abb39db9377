import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  FavouriteGamesPageSchema,
  FavouriteIdsSchema,
  GameListOfSchema,
  GameListSchema,
  LaunchSchema,
  RoomListSchema,
  VassalageGamesSchema,
} from '#contract/game-schemas.ts';

import { testBackends } from '../db/test-databases.ts';
import { findGameByCode, setGameMaintenance, setVendorMaintenance } from '../domain/games/game-list.ts';
import { beginRound, endRound } from '../domain/games/open-rounds.ts';
import { call, envelope, expectOk, expectRefusal } from '../test-support/account-client.ts';
import { createTestPlatform, TEST_ADMIN_TOKEN, TEST_NOW, type TestPlatform } from '../test-support/test-platform.ts';
import { createMember, tokenFor } from '../test-support/wallet-client.ts';

describe.each(testBackends())('game catalogue and launch on $name', (backend) => {
  let platform: TestPlatform;
  let token: string;
  let slotNode: number;
  beforeAll(async () => {
    platform = await createTestPlatform({}, { backend });
    token = await tokenFor(platform, 'demo01');
    slotNode = (await findGameByCode(platform.deps.db, 'TALA-SLOT'))?.nodeId ?? 0;
  });
  afterAll(() => platform.dispose());

  const get = (path: string, auth = token) => call(platform, 'GET', path, undefined, { token: auth });
  const list = (query: string) => expectOk(get(`/wps/relay/GCSGAME_gameList?${query}`), GameListSchema);
  const launch = (query: string, auth = token) => get(`/wps/game/launchGame?${query}`, auth);

  it('lists a category by vendor order, filters by vendor, tag and name, pages', async () => {
    const rng = await list('gameType=RNG&pageSize=60');
    expect(rng.totalCount).toBeGreaterThan(60);
    expect(rng.games).toHaveLength(60);
    expect(rng.games.slice(0, 2).map((game) => game.gameCode)).toEqual(['TALA-SLOT', 'TALA-DICE']);
    expect(rng.games[0]).toMatchObject({
      gameType: 'RNG',
      vassalage: 'TALA',
      gameName: 'Tala Fortune',
      isHot: 1,
      tag: 'SLOT',
      iconUrl: 'TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT.webp',
      jackpot: null,
      isMaintenance: false,
      // A house game: trial (free-play) sessions may launch it; a vendor's game not.
      freePlay: true,
    });
    expect(rng.games.find((game) => game.vassalage !== 'TALA')?.freePlay).toBe(false);
    const second = await list('gameType=RNG&pageNo=2&pageSize=60');
    expect(second.games[0]?.nodeId).not.toBe(rng.games[0]?.nodeId);
    expect((await list('gameType=RNG')).games).toHaveLength(24);
    const jdb = await list('gameType=RNG&vassalage=jdb');
    expect(jdb.totalCount).toBeGreaterThanOrEqual(4);
    expect(new Set(jdb.games.map((game) => game.vassalage))).toEqual(new Set(['JDB']));
    const jackpots = await list('gameType=RNG&tag=JACKPOT&pageSize=60');
    expect(jackpots.totalCount).toBeGreaterThan(0);
    for (const game of jackpots.games) expect(game.jackpot).toMatch(/^\d+\.\d{2}$/);
    expect((await list('gameType=RNG&tag=MINI&pageSize=60')).totalCount).toBeGreaterThan(1);
    expect((await list('gameType=PVP&tag=CARD')).games.map((game) => game.vassalage)).toContain('KP');
    const search = await list('gameType=RNG&gameName=fORTune');
    expect(search.totalCount).toBeGreaterThan(0);
    for (const game of search.games) expect(game.gameName.toLowerCase()).toContain('fortune');
    expect((await list('gameType=RNG&gameName=%25')).totalCount).toBe(0);
    const chinese = await list('gameType=RNG&vassalage=TALA&language=CN');
    expect(chinese.games[0]?.gameName).toBe('塔拉财富');
    expect((await list('gameType=RNG&gameName=塔拉&language=CN')).totalCount).toBe(2);
    expect((await list('gameType=ESPORTS')).games.map((game) => game.vassalage)).toEqual(
      expect.arrayContaining(['AV', 'IMES', 'IA']),
    );
    expect(new Set((await list('gameType=COCKFIGHT')).games.map((game) => game.vassalage))).toEqual(
      new Set(['DS88', 'DIG']),
    );
    expect(new Set((await list('gameType=SPORTS&pageSize=60')).games.map((game) => game.vassalage))).toEqual(
      new Set(['BTI', 'PIN', 'UG2']),
    );
    for (const query of ['', 'gameType=NOPE', 'gameType=RNG&tag=X', 'gameType=RNG&pageNo=0']) {
      await expectRefusal(get(`/wps/relay/GCSGAME_gameList?${query}`), 'request.param.err', 400);
    }
  });

  it('answers hot games, the VASSALAGE list and PVP rooms', async () => {
    const hot = await expectOk(get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&merchantCode=tala'), GameListOfSchema);
    expect(hot.list.length).toBeGreaterThan(5);
    expect(hot.list.length).toBeLessThanOrEqual(20);
    expect(hot.list.every((game) => game.isHot === 1)).toBe(true);
    const hotLive = await expectOk(get('/wps/relay/GCSGAME_hotGamesV2?gameType=LIVE'), GameListOfSchema);
    expect(hotLive.list.every((game) => game.gameType === 'LIVE')).toBe(true);
    const vass = await expectOk(get('/wps/relay/GCSGAME_getVassGameType?typeId=1'), VassalageGamesSchema);
    expect(Object.keys(vass.content)).toEqual(['RNG']);
    expect(Object.keys(vass.content.RNG ?? {})).toEqual(['JDB']);
    expect(vass.content.RNG?.JDB?.length).toBeGreaterThanOrEqual(4);
    const rooms = await expectOk(get('/wps/relay/GLS2_roomList?vassalage=KP'), RoomListSchema);
    expect(rooms.list.length).toBe(24);
    expect(rooms.list[0]).toMatchObject({ roomName: 'Beginner', minBet: '1.00', maxPlayers: 6 });
    expect((await expectOk(get('/wps/relay/GLS2_roomList?vassalage=JDB'), RoomListSchema)).list).toEqual([]);
  });

  it("marks each vendor's newest game new on the wire (the list, hot games, the VASSALAGE list), the others not", async () => {
    // The raw answer, not the contract's reading (which defaults a missing flag to false).
    type WireGame = { gameCode: string; vassalage: string; isNew?: unknown };
    const raw = async (path: string) => (await envelope(get(path))).value;
    const rng = ((await raw('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=60')) as { games: WireGame[] }).games;
    for (const game of rng) expect(typeof game.isNew, game.gameCode).toBe('boolean');
    const newCodes = (games: WireGame[]) => games.filter((game) => game.isNew === true).map((game) => game.gameCode);
    // The house's slot is not new, its dice (its newest RNG game) is.
    expect(newCodes(rng.filter((game) => game.vassalage === 'TALA'))).toEqual(['TALA-DICE']);
    // One per vendor, its last game in the lobby's order (the page's last vendor may go on to the next page).
    const vendors = [...new Set(rng.map((game) => game.vassalage))].slice(0, -1);
    expect(vendors.length).toBeGreaterThan(3);
    for (const vendor of vendors) {
      const games = rng.filter((game) => game.vassalage === vendor);
      expect(newCodes(games), vendor).toEqual([games.at(-1)?.gameCode]);
    }
    const jdb = ((await raw('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=JDB')) as { games: WireGame[] }).games;
    expect(newCodes(jdb)).toEqual([jdb.at(-1)?.gameCode]);
    expect(jdb.length).toBeGreaterThan(1);

    const hot = ((await raw('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&merchantCode=tala')) as { list: WireGame[] })
      .list;
    expect(newCodes(hot)).toContain('TALA-DICE');
    expect(hot.some((game) => game.isNew === false)).toBe(true);
    const vassalage = (await raw('/wps/relay/GCSGAME_getVassGameType?typeId=1')) as {
      content: Record<string, Record<string, WireGame[]>>;
    };
    const jdbPopup = vassalage.content['RNG']?.['JDB'] ?? [];
    expect(newCodes(jdbPopup)).toEqual(newCodes(jdb));
  });

  it('keeps the seamless house vendor out of the wallets', async () => {
    const balance = await envelope(call(platform, 'GET', '/wps/v2/wallets/balance', undefined, { token }));
    const names = (balance.value as { balance: { accountName: string }[] }).balance.map((wallet) => wallet.accountName);
    expect(names).toContain('JDB');
    expect(names).not.toContain('TALA');
  });

  it('serves generated game icons at the listed path', async () => {
    const response = await platform.request('/TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 240]);
    // `.webp` (the listed path) answers WebP, sized as asked (rounded to 8 px)
    const webpResponse = await platform.request('/TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT.webp?w=161');
    expect(webpResponse.headers.get('Content-Type')).toBe('image/webp');
    expect(webpResponse.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const small = Buffer.from(await webpResponse.arrayBuffer());
    expect([small.subarray(0, 4).toString('ascii'), small.subarray(8, 12).toString('ascii')]).toEqual(['RIFF', 'WEBP']);
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
    // the cache keeps the formats apart: the PNG of that size is still a PNG
    const smallPng = Buffer.from(
      await (await platform.request('/TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT.png?w=161')).arrayBuffer(),
    );
    expect(smallPng.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([smallPng.readUInt32BE(16), smallPng.readUInt32BE(20)]).toEqual([160, 160]);
    // another game, another picture
    const other = (await list('gameType=RNG&pageSize=10')).games.find(
      (game) => game.gameCode !== 'TALA-SLOT' && game.iconUrl.includes('/RNG/'),
    );
    expect(other?.iconUrl).toMatch(/\.webp$/);
    const otherPng = Buffer.from(
      await (await platform.request(`/${other?.iconUrl.replace(/\.webp$/, '.png') ?? ''}`)).arrayBuffer(),
    );
    expect(otherPng.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(otherPng.equals(png)).toBe(false);
    expect((await platform.request('/TCG_PROD_IMAGES/GAMES/LIVE/TALA-SLOT.png')).status).toBe(404);
    expect((await platform.request('/TCG_PROD_IMAGES/GAMES/RNG/NOPE.png')).status).toBe(404);
    expect((await platform.request('/TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT.gif')).status).toBe(404);
    // A size that is not whole pixels is refused naming it, not drawn at the default size.
    const refused = await platform.request('/TCG_PROD_IMAGES/GAMES/RNG/TALA-SLOT.png?w=big');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errorCode: 'request.param.err',
      message: 'w is invalid: a whole number of pixels',
    });
  });

  it('keeps favourites per member: add twice, list, remove', async () => {
    const body = { nodeId: slotNode, vendor: 'TALA', gameType: 'RNG' };
    const post = (path: string, method: string, payload: unknown) =>
      call(platform, method, `/wps/relay/${path}`, payload, { token });
    await expectRefusal(call(platform, 'GET', '/wps/relay/MCSFE_getFavoriteGames'), 'login.not.session', 401);
    expect((await envelope(post('MCSFE_addFavoriteGameV2', 'POST', body))).success).toBe(true);
    expect((await envelope(post('MCSFE_addFavoriteGameV2', 'POST', body))).success).toBe(true);
    const dice = (await findGameByCode(platform.deps.db, 'TALA-DICE'))?.nodeId ?? 0;
    await post('MCSFE_addFavoriteGameV2', 'POST', { ...body, nodeId: dice });
    await expectRefusal(post('MCSFE_addFavoriteGameV2', 'POST', { ...body, nodeId: 999_999 }), 'no.data');
    await expectRefusal(post('MCSFE_addFavoriteGameV2', 'POST', { nodeId: 'x' }), 'request.param.err', 400);
    expect((await expectOk(get('/wps/relay/MCSFE_getFavoriteGames'), FavouriteIdsSchema)).nodeIds.sort()).toEqual(
      [slotNode, dice].sort(),
    );
    const page = await expectOk(
      get('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=1&gameType=RNG'),
      FavouriteGamesPageSchema,
    );
    expect(page).toMatchObject({ totalCount: 2, totalPages: 2, pageSize: 1 });
    expect(
      (await expectOk(get('/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE'), FavouriteGamesPageSchema)).totalCount,
    ).toBe(0);
    await post('MCSFE_removeFavoriteGameV2', 'DELETE', body);
    expect((await expectOk(get('/wps/relay/MCSFE_getFavoriteGames'), FavouriteIdsSchema)).nodeIds).toEqual([dice]);
    const other = await tokenFor(platform, 'agent01');
    expect((await expectOk(get('/wps/relay/MCSFE_getFavoriteGames', other), FavouriteIdsSchema)).nodeIds).toEqual([]);
  });

  it('launches with GLS: a single-use page URL, recents updated', async () => {
    const answer = await expectOk(
      launch(`launchMode=GLS&nodeId=${slotNode}&gameId=1&vassalage=TALA&accountType=1&language=EN`),
      LaunchSchema,
    );
    const url = new URL(answer.content.game_url);
    expect(url.pathname).toBe('/games/play/slot');
    expect(url.searchParams.get('t')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('lang')).toBe('EN');
    const live = await list('gameType=LIVE&vassalage=WM');
    const wm = await expectOk(launch(`launchMode=GLS&nodeId=${live.games[0]?.nodeId}`), LaunchSchema);
    expect(new URL(wm.content.game_url).pathname).toBe('/games/play/demo-vendor');
    const rooms = await expectOk(get('/wps/relay/GLS2_roomList?vassalage=KP'), RoomListSchema);
    expect(
      new URL((await expectOk(launch(`launchMode=GLS&roomId=${rooms.list[0]?.roomId}`), LaunchSchema)).content.game_url)
        .pathname,
    ).toBe('/games/play/demo-vendor');
    const recents = await expectOk(get('/wps/relay/GCS_recentGame'), GameListOfSchema);
    expect(recents.list.map((game) => game.nodeId)).toEqual([rooms.list[0]?.nodeId, live.games[0]?.nodeId, slotNode]);
    await expectRefusal(call(platform, 'GET', '/wps/relay/GCS_recentGame'), 'login.not.session', 401);
  });

  it("launches with the spec's POST and the payload in the body, as with GET and a query", async () => {
    const posted = await expectOk(
      call(
        platform,
        'POST',
        '/wps/game/launchGame',
        { launchMode: 'GLS', vassalage: 'KP', accountType: 1, confirmTrans: 0 },
        { token },
      ),
      LaunchSchema,
    );
    expect(new URL(posted.content.game_url).pathname).toBe('/games/play/demo-vendor');
    const got = await expectOk(launch('launchMode=GLS&vassalage=KP'), LaunchSchema);
    expect(new URL(got.content.game_url).pathname).toBe('/games/play/demo-vendor');
  });

  it('launches a vendor lobby from vassalage alone', async () => {
    const tala = await expectOk(launch('launchMode=GLS&vassalage=TALA&gameType=LIVE'), LaunchSchema);
    expect(new URL(tala.content.game_url).pathname).toBe('/games/play/baccarat');
    const kp = await expectOk(launch('launchMode=GLS&vassalage=KP'), LaunchSchema);
    expect(new URL(kp.content.game_url).pathname).toBe('/games/play/demo-vendor');
    await expectRefusal(launch('launchMode=GLS&vassalage=NOPE'), 'no.data');
  });

  it('refuses launches by the rules', async () => {
    const noMode = await envelope(launch(`nodeId=${slotNode}`));
    expect(noMode).toMatchObject({
      status: 500,
      success: false,
      errorCode: 'system.busy',
      message: '#727 system busy',
    });
    const put = await envelope(
      call(platform, 'PUT', `/wps/game/launchGame?launchMode=GLS&nodeId=${slotNode}`, {}, { token }),
    );
    expect(put).toMatchObject({
      status: 405,
      errorCode: 'http_method_not_support',
      message: '#459 http_method_not_support',
    });
    // The spec's POST reads the payload from the body (a query alone is not the POST form).
    const postNoMode = await envelope(
      call(platform, 'POST', `/wps/game/launchGame?launchMode=GLS&nodeId=${slotNode}`, {}, { token }),
    );
    expect(postNoMode).toMatchObject({ status: 500, errorCode: 'system.busy', message: '#727 system busy' });
    await expectRefusal(launch(`launchMode=GLS&nodeId=${slotNode}`, ''), 'login.not.session', 401);
    await expectRefusal(launch('launchMode=GLS&nodeId=999999'), 'no.data');
    await expectRefusal(launch(`launchMode=GLS&nodeId=${slotNode}&vassalage=JDB`), 'no.data');
    await expectRefusal(launch('launchMode=GLS'), 'request.param.err', 400);
    await expectRefusal(launch('launchMode=LOTT&lottoGameCode=NOPE'), 'request.param.err', 400);
    await expectRefusal(launch(`launchMode=XYZ&nodeId=${slotNode}`), 'request.param.err', 400);
    const trial = await createMember(platform.deps.db, 'trialgamer', { type: 4 }, TEST_NOW);
    expect(trial.type).toBe(4);
    // A trial member plays the house games on free play (accountType 0) only; vendors' games need a real account.
    const trialToken = await tokenFor(platform, 'trialgamer');
    await expectRefusal(launch(`launchMode=GLS&nodeId=${slotNode}&accountType=1`, trialToken), 'in_need_true_account');
    const jdbNode = (await list('gameType=RNG&vassalage=JDB')).games[0]?.nodeId ?? 0;
    await expectRefusal(launch(`launchMode=GLS&nodeId=${jdbNode}&accountType=0`, trialToken), 'in_need_true_account');
    await expectRefusal(
      launch('launchMode=GLS&vassalage=JDB&gameType=RNG&accountType=0', trialToken),
      'in_need_true_account',
    );
    await expectOk(launch(`launchMode=GLS&nodeId=${slotNode}&accountType=0`, trialToken), LaunchSchema);
    await expectRefusal(launch(`launchMode=GLS&nodeId=${slotNode}&accountType=0`), 'request.param.err', 400);
    await expectRefusal(launch(`launchMode=GLS&nodeId=${slotNode}&accountType=2`), 'request.param.err', 400);

    const db = platform.deps.db;
    const admin = (path: string, maintenance: boolean) =>
      platform.request(path, {
        method: 'PUT',
        headers: { 'X-Admin-Token': TEST_ADMIN_TOKEN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ maintenance }),
      });
    const answer = await envelope(admin('/admin/maintenance/game/tala-slot', true));
    expect(answer).toMatchObject({ status: 200, value: { target: 'game', code: 'TALA-SLOT', maintenance: true } });
    expect((await admin('/admin/maintenance/game/NOPE', true)).status).toBe(404);
    expect((await admin('/admin/maintenance/room/TALA', true)).status).toBe(400);
    const refused = await expectRefusal(launch(`launchMode=GLS&nodeId=${slotNode}`), 'game.maintenance');
    expect(refused.message).toMatch(/^#543/);
    expect((await list('gameType=RNG&vassalage=TALA')).games[0]?.isMaintenance).toBe(true);
    await setGameMaintenance(db, 'TALA-SLOT', false);
    await setVendorMaintenance(db, 'TALA', true);
    await expectRefusal(launch(`launchMode=GLS&nodeId=${slotNode}`), 'game.maintenance');
    await setVendorMaintenance(db, 'TALA', false);
    expect((await envelope(launch(`launchMode=GLS&nodeId=${slotNode}`))).success).toBe(true);
  });

  it('answers #734 while a round of another game is in flight', async () => {
    const db = platform.deps.db;
    const member = await db.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo01'");
    const memberId = member[0]?.id ?? 0;
    const dice = (await findGameByCode(db, 'TALA-DICE'))?.nodeId ?? 0;
    await beginRound(db, memberId, dice, 'round-in-flight-1', TEST_NOW);
    const refused = await expectRefusal(launch(`launchMode=GLS&nodeId=${slotNode}`), 'game.previous.unfinished');
    expect(refused.message).toMatch(/^#734/);
    // The same game may be reopened (a reload of its own page).
    expect((await envelope(launch(`launchMode=GLS&nodeId=${dice}`))).success).toBe(true);
    await endRound(db, memberId, 'round-in-flight-1');
    expect(v.is(LaunchSchema, (await envelope(launch(`launchMode=GLS&nodeId=${slotNode}`))).value)).toBe(true);
  });
});
