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
function prizeMode(c: Context<AppEnv>): string | null {
  const mode = (c.req.query('prizeMode') ?? '').trim().toUpperCase();
  return (PRIZE_MODES as readonly string[]).includes(mode) ? mode : null;
}

function count(c: Context<AppEnv>, fallback: number, max: number): number | null {
  const text = c.req.query('count');
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
  serve(app, lotteryEndpoints.menus, (c) =>
    Promise.resolve(
      prizeMode(c) ? c.json(menus(LOTTERY_GAMES, requestLanguage(c))) : rawError(c, 'prizeMode', 'is invalid'),
    ),
  );
  serve(app, lotteryEndpoints.vnMenus, (c) =>
    Promise.resolve(prizeMode(c) ? c.json(menus(vnGames, requestLanguage(c))) : rawError(c, 'prizeMode', 'is invalid')),
  );

  serve(app, lotteryEndpoints.popular, async (c) => {
    const limit = count(c, 20, 100);
    if (limit === null) return rawError(c, 'count', 'is invalid: 1–100');
    const at = now();
    const [current, latest] = await Promise.all([currentDraws(deps.db, at), latestDrawn(deps.db)]);
    return c.json(popularView(current, latest, at, limit, requestLanguage(c)));
  });

  // Latest result of every game, or the last `count` results of one game.
  for (const row of [lotteryEndpoints.latestResults, lotteryEndpoints.latestResultsLgw]) {
    serve(app, row, async (c) => {
      const code = c.req.query('gameCode');
      const language = requestLanguage(c);
      if (code) {
        if (!lotteryGame(code)) return rawError(c, 'gameCode', 'is invalid');
        const limit = count(c, 10, 50);
        if (limit === null) return rawError(c, 'count', 'is invalid: 1–50');
        return c.json(
          (await drawnDraws(deps.db, [code], limit)).flatMap((draw) => drawResultView(draw, language) ?? []),
        );
      }
      return c.json([...(await latestDrawn(deps.db)).values()].flatMap((draw) => drawResultView(draw, language) ?? []));
    });
  }

  // Vietnamese results: per game, its last `count` draws (default 7: today's and the past week's).
  serve(app, lotteryEndpoints.vnOpened, async (c) => {
    const code = c.req.query('gameCode');
    const games = code ? vnGames.filter((game) => game.code === code) : vnGames;
    if (games.length === 0) return rawError(c, 'gameCode', 'is invalid');
    const limit = count(c, 7, 30);
    if (limit === null) return rawError(c, 'count', 'is invalid: 1–30');
    const answer: Record<string, unknown> = {};
    const language = requestLanguage(c);
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

  serve(app, lotteryEndpoints.vnRecent, requireSession(deps), async (c) => {
    const table = betTableOf(playWalletOf(c.get('session').member));
    const rows = await deps.db.query<{ game_code: string; last_bet: Date }>(
      `SELECT game_code, max(placed_at) AS last_bet FROM ${table} WHERE member_id = $1 AND game_code = ANY($2::text[])
       GROUP BY game_code ORDER BY max(placed_at) DESC LIMIT 10`,
      [c.get('session').member.id, vnGames.map((game) => game.code)],
    );
    const language = requestLanguage(c);
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
