/**
 * The lottery gateway (contract §4.7, docs/contract.md §11): raw JSON, no envelope. Menus by
 * prize mode, the games on sale with their countdowns, latest and past results, recent games.
 */
import { Hono, type Context } from 'hono';

import { lotteryEndpoints } from '#contract/endpoints/lottery-endpoints.ts';
import type { ErrorCode } from '#contract/error-codes.ts';
import { PRIZE_MODES } from '#contract/lottery-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { betTableOf } from '../domain/bets/bet-rows.ts';
import { requestLanguage } from '../domain/content/text-translations.ts';
import { currentDraws, drawnDraws, latestDrawn } from '../domain/lottery/lottery-draws.ts';
import { isVietnamese, LOTTERY_GAMES, lotteryGame } from '../domain/lottery/lottery-games.ts';
import { drawResultView, gameLabel, menus, popularView } from '../domain/lottery/lottery-views.ts';
import { playWalletOf } from '../domain/wallet/trial-wallet.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serve } from '../http/endpoint-route.ts';
import { requireSession } from '../http/require-session.ts';

const rawError = (c: Context<AppEnv>, field: string, problem: string) =>
  c.json({ errorCode: 'request.param.err' satisfies ErrorCode, message: `${field} ${problem}` }, 400);

/** The prize mode in upper case, or null when missing or unknown. */
function prizeMode(query: { prizeMode?: string | undefined }): string | null {
  const mode = (query.prizeMode ?? '').trim().toUpperCase();
  return (PRIZE_MODES as readonly string[]).includes(mode) ? mode : null;
}

/** `count` from 1 to `max`, `fallback` when absent, null when malformed (answered as a raw error). */
function count(text: string | undefined, fallback: number, max: number): number | null {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}

const vnGames = LOTTERY_GAMES.filter(isVietnamese);

export function lotteryGatewayRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = clock(deps);
  // Draws change every few seconds: nothing here may be cached.
  for (const path of ['/lgw/*', '/lotto/lgw/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header('Vary', 'Language');
    });
  }

  // Every prize mode sees one catalogue and one odds table on this platform (docs/lottery.md).
  serve(app, lotteryEndpoints.menus, (c, query) =>
    Promise.resolve(
      prizeMode(query)
        ? c.json(menus(LOTTERY_GAMES, requestLanguage(c, query)))
        : rawError(c, 'prizeMode', 'is invalid'),
    ),
  );
  serve(app, lotteryEndpoints.vnMenus, (c, query) =>
    Promise.resolve(
      prizeMode(query) ? c.json(menus(vnGames, requestLanguage(c, query))) : rawError(c, 'prizeMode', 'is invalid'),
    ),
  );

  serve(app, lotteryEndpoints.popular, async (c, query) => {
    const limit = count(query.count, 20, 100);
    if (limit === null) return rawError(c, 'count', 'is invalid: 1–100');
    const at = now();
    const [current, latest] = await Promise.all([currentDraws(deps.db, at), latestDrawn(deps.db)]);
    return c.json(popularView(current, latest, at, limit, requestLanguage(c, query)));
  });

  // Latest result of every game, or the last `count` results of one game.
  for (const row of [lotteryEndpoints.latestResults, lotteryEndpoints.latestResultsLgw]) {
    serve(app, row, async (c, query) => {
      const code = query.gameCode;
      const language = requestLanguage(c, query);
      if (code) {
        if (!lotteryGame(code)) return rawError(c, 'gameCode', 'is invalid');
        const limit = count(query.count, 10, 50);
        if (limit === null) return rawError(c, 'count', 'is invalid: 1–50');
        return c.json(
          (await drawnDraws(deps.db, [code], limit)).flatMap((draw) => drawResultView(draw, language) ?? []),
        );
      }
      return c.json([...(await latestDrawn(deps.db)).values()].flatMap((draw) => drawResultView(draw, language) ?? []));
    });
  }

  // Vietnamese results: per game, its last `count` draws (default 7: today's and the past week's).
  serve(app, lotteryEndpoints.vnOpened, async (c, query) => {
    const code = query.gameCode;
    const games = code ? vnGames.filter((game) => game.code === code) : vnGames;
    if (games.length === 0) return rawError(c, 'gameCode', 'is invalid');
    const limit = count(query.count, 7, 30);
    if (limit === null) return rawError(c, 'count', 'is invalid: 1–30');
    const answer: Record<string, unknown> = {};
    const language = requestLanguage(c, query);
    for (const game of games) {
      const draws = await drawnDraws(deps.db, [game.code], limit);
      answer[game.code] = {
        gameCode: game.code,
        labelName: gameLabel(game, language),
        region: game.region ?? null,
        draws: draws.flatMap((draw) => drawResultView(draw, language) ?? []),
      };
    }
    return c.json(answer);
  });

  serve(app, lotteryEndpoints.vnRecent, requireSession(deps), async (c, query) => {
    const table = betTableOf(playWalletOf(c.get('session').member));
    const rows = await deps.db.query<{ game_code: string; last_bet: Date }>(
      `SELECT game_code, max(placed_at) AS last_bet FROM ${table} WHERE member_id = $1 AND game_code = ANY($2::text[])
       GROUP BY game_code ORDER BY max(placed_at) DESC LIMIT 10`,
      [c.get('session').member.id, vnGames.map((game) => game.code)],
    );
    const language = requestLanguage(c, query);
    return c.json(
      rows.flatMap((row) => {
        const game = lotteryGame(row.game_code);
        return game
          ? [
              {
                gameCode: game.code,
                gameId: game.id,
                labelName: gameLabel(game, language),
                lastBetAt: row.last_bet.getTime(),
              },
            ]
          : [];
      }),
    );
  });

  return app;
}
