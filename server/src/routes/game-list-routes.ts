/**
 * Games (docs/contract.md §9): catalogue, hot games, recents, favourites, the VASSALAGE popup
 * list, PVP rooms and the launch.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';

import { gameEndpoints } from '#contract/endpoints/game-endpoints.ts';
import { gameLaunchEndpoints } from '#contract/endpoints/game-launch-endpoints.ts';
import { fail, ok } from '#contract/envelope-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import type { GameLanguage } from '../domain/games/game-language.ts';
import {
  findGame,
  findGameByCode,
  GAME_ICON_SIZE,
  gameFilter,
  gameLanguage,
  hotGames,
  listGames,
  toWireGame,
  vassalageGames,
  type ListedGame,
} from '../domain/games/game-list.ts';
import { launchGame } from '../domain/games/launch.ts';
import {
  addFavourite,
  favouriteIds,
  favouritePage,
  recentGames,
  removeFavourite,
} from '../domain/games/member-games.ts';
import { listRooms } from '../domain/games/pvp-rooms.ts';
import { refuse } from '../domain/refusal.ts';
import { pageRequest } from '../domain/wallet/paging.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { limitBody } from '../http/money-http.ts';
import { noStore } from '../http/no-store.ts';
import { pictureFile, pictureResponse, PictureSizeQuery, requestedSize } from '../http/picture-response.ts';
import { publicOrigin } from '../http/request-info.ts';
import { requireSession } from '../http/require-session.ts';
import { routeInput } from '../http/route-input.ts';
import { gamePicture } from '../images/demo-pictures.ts';

const MAX_GAME_PAGE = 60;
const DEFAULT_GAME_PAGE = 24;

/** The `language` query value, else the Language header. */
const languageOf = (c: Context<AppEnv>, query: { language?: string | undefined } = {}): GameLanguage =>
  gameLanguage(query.language, c.req.header('Language'));

/** Game lists are public but vary by language; players' own lists never cache. */
const gamePageRequest = (query: { pageNo?: number | undefined; pageSize?: number | undefined }) =>
  pageRequest(query, DEFAULT_GAME_PAGE, MAX_GAME_PAGE);

/** A game picture's path (`GAMES/{category}/{code}.webp` or `.png`, a code that names no picture reads as undefined) and size. */
const GamePictureInput = {
  params: v.object({ category: v.string(), file: pictureFile(/^[A-Z0-9_-]{1,60}$/) }),
  query: PictureSizeQuery,
};

const wire = (games: ListedGame[], language: GameLanguage) => games.map((game) => toWireGame(game, language));

/** The launch payload as flat strings (contract §4.5): scalars only, anything else is dropped. */
function flatStrings(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[key, String(value)]]
        : [],
    ),
  );
}

export function gameListRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  serve(app, gameEndpoints.gameList, async (c, query) => {
    const language = languageOf(c, query);
    const filter = gameFilter(query, language);
    const result = await listGames(deps.db, filter, gamePageRequest(query));
    return c.json(
      ok({ games: wire(result.content, language), totalPages: result.totalPages, totalCount: result.totalCount }),
    );
  });

  // The spec's request adds `vassalage` (one vendor's hot games) and a platform list; every
  // platform reading (html5, html5-desktop, flash) gets the same HTML5 catalogue here.
  serve(app, gameEndpoints.hotGames, async (c, query) => {
    const category = query.gameType?.trim() || undefined;
    const vendor = query.vassalage?.trim() || undefined;
    const games = (await hotGames(deps.db, category)).filter((game) => !vendor || game.vendor === vendor);
    return c.json(ok({ list: wire(games, languageOf(c, query)) }));
  });

  serve(app, gameEndpoints.vassalageGames, async (c, query) => {
    const language = languageOf(c, query);
    const content: Record<string, Record<string, ReturnType<typeof toWireGame>[]>> = {};
    for (const game of await vassalageGames(deps.db)) {
      const byVendor = (content[game.category] ??= {});
      (byVendor[game.vendor] ??= []).push(toWireGame(game, language));
    }
    return c.json(ok({ content }));
  });

  serve(app, gameEndpoints.rooms, async (c, query) => {
    const vendor = query.vassalage?.trim() ?? '';
    return c.json(ok({ list: vendor ? await listRooms(deps.db, vendor, languageOf(c, query)) : [] }));
  });

  app.use('/wps/relay/GCS_recentGame', noStore());
  serve(app, gameEndpoints.recentGames, session, async (c, query) =>
    c.json(ok({ list: wire(await recentGames(deps.db, c.get('session').member.id), languageOf(c, query)) })),
  );

  for (const path of [
    '/wps/relay/MCSFE_getFavoriteGames',
    '/wps/relay/MCSFE_getFavoriteGamesList',
    '/wps/relay/MCSFE_addFavoriteGameV2',
    '/wps/relay/MCSFE_removeFavoriteGameV2',
  ])
    app.use(path, noStore());
  serve(app, gameEndpoints.favouriteIds, session, async (c) =>
    c.json(ok({ nodeIds: await favouriteIds(deps.db, c.get('session').member.id) })),
  );
  serve(app, gameEndpoints.favouriteGames, session, async (c, query) => {
    const category = query.gameType?.trim() || undefined;
    const result = await favouritePage(deps.db, c.get('session').member.id, gamePageRequest(query), category);
    return c.json(ok({ ...result, content: wire(result.content, languageOf(c, query)) }));
  });
  serve(app, gameEndpoints.addFavourite, session, async (c, body) => {
    if (!(await findGame(deps.db, body.nodeId))) return refuse('no.data', 'No such game');
    await addFavourite(deps.db, c.get('session').member.id, body.nodeId, clock(deps)());
    return c.json(ok(null));
  });
  serve(app, gameEndpoints.removeFavourite, session, async (c, body) => {
    await removeFavourite(deps.db, c.get('session').member.id, body.nodeId);
    return c.json(ok(null));
  });

  // Game pictures (generated, like the vendor logos): fetched by the app from any image CDN.
  app.get('/TCG_PROD_IMAGES/GAMES/:category/:file', async (c) => {
    const { params, query } = routeInput(c, GamePictureInput);
    const game = params.file ? await findGameByCode(deps.db, params.file.name) : undefined;
    if (!game || !params.file || game.category !== params.category)
      return c.text('Not found', 404, { 'Access-Control-Allow-Origin': '*' });
    const { width, height } = requestedSize(query, { width: GAME_ICON_SIZE, height: GAME_ICON_SIZE });
    const { format } = params.file;
    const picture = await gamePicture(format, game.gameCode, game.category, width, height, game.names.EN);
    return pictureResponse(c, format, picture);
  });

  app.use('/wps/game/launchGame', noStore());
  app.on(['PUT', 'PATCH', 'DELETE'], '/wps/game/launchGame', (c) =>
    c.json(fail('http_method_not_support', '#459 http_method_not_support'), 405),
  );
  // The spec's POST with a JSON body and the contract's GET with a query (both in the row).
  serve(app, gameLaunchEndpoints.launch, limitBody(16 * 1024), session, async (c, input) => {
    // `#727` without launchMode, before any other check of the payload (the platform answers so).
    if (!input.launchMode) {
      c.header('Cache-Control', 'no-store');
      return c.json(fail('system.busy', '#727 system busy'), 500);
    }
    const params = flatStrings(input);
    const { member, tokenHash } = c.get('session');
    const launch = await launchGame(
      {
        db: deps.db,
        now: clock(deps)(),
        member,
        sessionTokenHash: tokenHash,
        launchOrigin: publicOrigin(c, deps.config),
        language: languageOf(c, params),
      },
      params.launchMode ?? '',
      params,
    );
    return c.json(ok(launch));
  });

  return app;
}
