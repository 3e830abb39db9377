/**
 * The built-in lottery betting page (launched by `launchMode=LOTT`, domain/lottery/lottery-launch.ts):
 * `/lottery/play` (HTML, script and styles from this origin, no inline script) and its API
 * `/lottery/api/*`. The client frames the page sandboxed without allow-same-origin, so the page
 * runs in an opaque origin: its API allows CORS from any origin and authenticates with the
 * `X-Lottery-Session` header, never cookies (docs/contract.md §11).
 */
import { readFileSync } from 'node:fs';

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';

import { ok } from '#contract/envelope-schemas.ts';
import { LotterySessionBodySchema, TicketBodySchema, type Ticket } from '#contract/lottery-schemas.ts';
import { LanguageQuery } from '#contract/request-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import type { Member } from '../domain/accounts/member-repository.ts';
import { betTableOf } from '../domain/bets/bet-rows.ts';
import { requestLanguage } from '../domain/content/text-translations.ts';
import { playBalance } from '../domain/games/builtin-rounds.ts';
import type { LotteryBetType } from '../domain/lottery/lottery-bet-types.ts';
import { currentDraws, drawnDraws, latestDrawn } from '../domain/lottery/lottery-draws.ts';
import { LOTTERY_GAMES } from '../domain/lottery/lottery-games.ts';
import { lotterySessionMember, openLotterySession } from '../domain/lottery/lottery-sessions.ts';
import { buyTicket } from '../domain/lottery/lottery-tickets.ts';
import { drawResultView, menuGame, popularView } from '../domain/lottery/lottery-views.ts';
import { refuse } from '../domain/refusal.ts';
import { positiveAmount } from '../domain/wallet/money-context.ts';
import { formatMoney, minorFromDb } from '../domain/wallet/money.ts';
import { isTrialMember, playWalletOf } from '../domain/wallet/trial-wallet.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/json-body.ts';
import { localizePage, PageLanguageQuery, stringScripts } from '../http/localized-page.ts';
import { idempotencyKey, limitBody } from '../http/money-http.ts';
import { publicOrigin } from '../http/request-info.ts';
import { oneOfNames, routeInput } from '../http/route-input.ts';

const PAGE_DIR = new URL('../lottery-page/', import.meta.url);
const asset = (name: string) => readFileSync(new URL(name, PAGE_DIR), 'utf8');
const SCRIPT = 'text/javascript; charset=utf-8';
const ASSETS: Record<string, { type: string; body: string }> = {
  'play.js': { type: SCRIPT, body: asset('play.js') },
  'play.css': { type: 'text/css; charset=utf-8', body: asset('play.css') },
  // One script per language (`strings-AR.js`): the page loads only its own (http/localized-page.ts).
  ...Object.fromEntries(
    [...stringScripts(new URL('strings/', PAGE_DIR), 'LOTTERY_STRINGS')].map(([name, body]) => [
      name,
      { type: SCRIPT, body },
    ]),
  ),
};
const PAGE = asset('play.html');

// What the page's routes read, beside them (no row of the endpoint table: the page's own API).
const AssetParams = v.object({ name: oneOfNames(Object.keys(ASSETS)) });
const StateQuery = v.object(LanguageQuery);
const ResultsQuery = v.object({
  // A missing code reads as '' so it is refused with the rule, not as a missing key.
  gameCode: v.pipe(
    v.optional(v.string(), ''),
    v.picklist(
      LOTTERY_GAMES.map((game) => game.code),
      'a lottery game code',
    ),
  ),
  ...LanguageQuery,
});

/** The balance the page shows: MAIN, or a trial member's trial credit. */
const pageBalance = async (deps: AppDeps, member: Member): Promise<string> =>
  formatMoney(await playBalance(deps.db, member));

/** CORS for the framed page: any origin (it is opaque), no credentials. */
const pageCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, X-Lottery-Session, Idempotency-Key, Language',
        'Access-Control-Max-Age': '600',
      },
    });
  }
  await next();
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cache-Control', 'no-store');
};

interface TicketRow {
  id: number;
  reference: string;
  game_code: string;
  stake: string;
  win: string | null;
  state: Ticket['state'];
  detail: Record<string, unknown> | string;
  placed_at: Date;
}

function ticketView(row: TicketRow): Ticket {
  const detail = (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as {
    drawId: number;
    numero: string;
    betType: LotteryBetType;
    selection: string[];
    position?: number;
    odds: string;
  };
  return {
    id: row.id,
    reference: row.reference,
    gameCode: row.game_code,
    drawId: detail.drawId,
    numero: detail.numero,
    betType: detail.betType,
    selection: detail.selection,
    position: detail.position ?? null,
    odds: detail.odds,
    stake: formatMoney(minorFromDb(row.stake)),
    win: row.win === null ? null : formatMoney(minorFromDb(row.win)),
    state: row.state,
    placedAt: row.placed_at.getTime(),
  };
}

export function lotteryPlayRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = clock(deps);

  // The LOTT branch of the launch; other launch modes go on to the games' launch route.
  app.get('/lottery/play', (c) => {
    const origin = publicOrigin(c, deps.config);
    const ancestors = deps.config.testMode || deps.config.dev ? '*' : `'self' ${origin}`;
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `script-src ${origin}`,
        `style-src ${origin}`,
        `connect-src ${origin}`,
        "img-src 'self' data:",
        `frame-ancestors ${ancestors}`,
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    );
    // Framing is governed by frame-ancestors above (it takes precedence over X-Frame-Options).
    c.header('X-Frame-Options', `ALLOW-FROM ${origin}`);
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(localizePage(PAGE, routeInput(c, { query: PageLanguageQuery }).query.lang));
  });
  app.get('/lottery/assets/:name', (c) => {
    const { name } = routeInput(c, { params: AssetParams }).params;
    const file = name && ASSETS[name];
    if (!file) return c.text('Not found', 404);
    c.header('Content-Type', file.type);
    c.header('Cache-Control', 'no-cache');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(file.body);
  });

  app.use('/lottery/api/*', pageCors);
  app.use('/lottery/api/*', limitBody(4_096));
  const member = async (c: Context<AppEnv>): Promise<Member> => {
    const found = await lotterySessionMember(deps.db, c.req.header('X-Lottery-Session') ?? '', now());
    if (!found) return refuse('lottery.session.invalid', 'This game page has expired; open the game again');
    return found;
  };

  app.post('/lottery/api/session', async (c) => {
    const body = await jsonBody(c, LotterySessionBodySchema);
    const opened = await openLotterySession(deps.db, body.launchToken, now());
    return c.json(
      ok({
        lotterySession: opened.session,
        username: opened.member.username,
        balance: await pageBalance(deps, opened.member),
        currency: 'PHP',
        trial: isTrialMember(opened.member),
      }),
    );
  });

  // Everything the page shows in one call: clock, balance, games with odds, current draws.
  app.get('/lottery/api/state', async (c) => {
    const who = await member(c);
    const at = now();
    const [current, latest] = await Promise.all([currentDraws(deps.db, at), latestDrawn(deps.db)]);
    const language = requestLanguage(c, routeInput(c, { query: StateQuery }).query);
    return c.json(
      ok({
        serverTime: at.getTime(),
        balance: await pageBalance(deps, who),
        games: LOTTERY_GAMES.map((game) => menuGame(game, language)),
        draws: popularView(current, latest, at, 100, language),
      }),
    );
  });

  app.get('/lottery/api/results', async (c) => {
    await member(c);
    const { query } = routeInput(c, { query: ResultsQuery });
    const language = requestLanguage(c, query);
    return c.json(
      ok((await drawnDraws(deps.db, [query.gameCode], 10)).flatMap((draw) => drawResultView(draw, language) ?? [])),
    );
  });

  app.get('/lottery/api/tickets', async (c) => {
    const who = await member(c);
    const rows = await deps.db.query<TicketRow>(
      `SELECT id, reference, game_code, stake::text AS stake, win::text AS win, state, detail, placed_at FROM ${betTableOf(playWalletOf(who))}
       WHERE member_id = $1 AND game_code = ANY($2::text[]) ORDER BY placed_at DESC, id DESC LIMIT 20`,
      [who.id, LOTTERY_GAMES.map((game) => game.code)],
    );
    return c.json(ok(rows.map(ticketView)));
  });

  app.post('/lottery/api/tickets', async (c) => {
    const who = await member(c);
    const key = idempotencyKey(c);
    const body = await jsonBody(c, TicketBodySchema);
    const bought = await buyTicket({ db: deps.db, now: now() }, who, {
      drawId: body.drawId,
      stake: positiveAmount(body.stake, 'stake'),
      idempotencyKey: key,
      pick: { betType: body.betType, selection: body.selection, ...(body.position ? { position: body.position } : {}) },
    });
    return c.json(
      ok({
        reference: bought.reference,
        drawId: bought.drawId,
        numero: bought.numero,
        stake: bought.stake,
        balance: bought.balance,
      }),
    );
  });

  return app;
}
