/**
 * The built-in games (contract §9): pages under `/games/play/{kind}` (their own CSP: framed by
 * the app's origins only, scripts from files only), their static files under `/games/assets/`,
 * and their API under `/games/api/*`. The app frames the pages with `sandbox` and without
 * allow-same-origin, so the page runs in an opaque origin: the API answers CORS for any origin,
 * carries the game session in `X-Game-Session` and never uses cookies.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';

import { ok } from '#contract/envelope-schemas.ts';
import { queryNumber, QueryText } from '#contract/request-schemas.ts';

import { clock, type AppDeps } from '../app-deps.ts';
import { findMemberById, type Member } from '../domain/accounts/member-repository.ts';
import { playBalance, playRound } from '../domain/games/builtin-rounds.ts';
import { verifyOutcome } from '../domain/games/builtin-rules.ts';
import { fairUniform, sha256Hex } from '../domain/games/fair-random.ts';
import { seedCommitment } from '../domain/games/fair-seeds.ts';
import { findGame, gameLanguage, gameName, type BuiltinKind, type ListedGame } from '../domain/games/game-list.ts';
import { findGameSession, openGameSession, redeemLaunchToken } from '../domain/games/launch-tokens.ts';
import { refuse } from '../domain/refusal.ts';
import { readSetting, SETTINGS } from '../domain/setting-definitions.ts';
import { formatMoney } from '../domain/wallet/money.ts';
import { isTrialMember } from '../domain/wallet/trial-wallet.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/json-body.ts';
import { localizePage, PageLanguageQuery, stringScripts } from '../http/localized-page.ts';
import { publicOrigin, requestOrigin } from '../http/request-info.ts';
import { oneOfNames, routeInput } from '../http/route-input.ts';
import { cspOrigins } from '../static/csp.ts';

const GAMES_DIR = fileURLToPath(new URL('../games/', import.meta.url));
export const PAGE_KINDS = ['slot', 'dice', 'baccarat', 'demo-vendor'] as const;
const ASSET_TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };
const ASSETS = ['games.css', 'game-common.js', 'slot.js', 'dice.js', 'baccarat.js', 'demo-vendor.js'];
const KINDS = ['slot', 'dice', 'baccarat'] as const satisfies readonly BuiltinKind[];
const CLIENT_SEED = 'letters, digits, _ or -, at most 64';
const NONCE = 'a whole number of at most nine digits';

const read = (name: string): string => readFileSync(`${GAMES_DIR}${name}`, 'utf8');
const STRINGS_DIR = new URL('../games/strings/', import.meta.url);

const SessionBodySchema = v.object({ launchToken: v.pipe(v.string(), v.maxLength(128)) });
const PlayBodySchema = v.looseObject({
  roundId: v.pipe(v.string(), v.maxLength(64)),
  stake: v.pipe(v.string(), v.maxLength(20)),
  clientSeed: v.pipe(v.string(), v.maxLength(64)),
});

// What the routes read besides their bodies, beside them. A page or file name that names none
// reads as undefined (404); `?lang=` of a page falls back to English (http/localized-page.ts).
const GamePageInput = { params: v.object({ kind: oneOfNames(PAGE_KINDS) }), query: PageLanguageQuery };
const SessionQuery = v.object({ lang: QueryText });
const PlayParams = v.object({ kind: v.picklist(KINDS, 'slot, dice or baccarat') });
/**
 * A round to recompute (contract §9). A missing value reads as '' so it is refused with its rule,
 * not as a missing key.
 */
const VerifyQuery = v.object({
  kind: v.pipe(v.optional(v.string(), ''), v.picklist(KINDS, 'slot, dice or baccarat')),
  serverSeed: v.pipe(v.optional(v.string(), ''), v.regex(/^[0-9a-f]{64}$/, '64 hex digits')),
  clientSeed: v.pipe(v.optional(v.string(), ''), v.regex(/^[A-Za-z0-9_-]{1,64}$/, CLIENT_SEED)),
  nonce: v.pipe(v.optional(v.string(), ''), v.regex(/^\d{1,9}$/, NONCE), v.transform(Number)),
  target: queryNumber('a whole number below 100', 0, 2),
});

/** CORS for the opaque-origin game pages: any origin, no credentials, our two headers. */
const gameCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'X-Game-Session, Content-Type',
        'Access-Control-Max-Age': '600',
      },
    });
  }
  await next();
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Cache-Control', 'no-store');
};

interface GamePlay {
  member: Member;
  game: ListedGame;
}

/** The member and game of a game session token; none or ended → `game.session.invalid`. */
async function playOf(deps: AppDeps, token: string): Promise<GamePlay> {
  const binding = await findGameSession(deps.db, token, clock(deps)());
  const member = binding ? await findMemberById(deps.db, binding.memberId) : null;
  const game = binding ? await findGame(deps.db, binding.nodeId) : undefined;
  if (!member || !game)
    return refuse('game.session.invalid', 'This game session has ended; open the game again from the lobby');
  return { member, game };
}

const gameSession = (c: Context<AppEnv>, deps: AppDeps): Promise<GamePlay> =>
  playOf(deps, c.req.header('X-Game-Session')?.trim() ?? '');

/** The page's CSP: its own files only, framed by the platform's app origins. */
async function pageCsp(c: Context<AppEnv>, deps: AppDeps): Promise<string> {
  const own = cspOrigins([requestOrigin(c, deps.config), publicOrigin(c, deps.config)]);
  const apps = cspOrigins(await readSetting(deps.db, SETTINGS.allowedOrigins).catch((): string[] => []));
  const self = ["'self'", ...own].join(' ');
  return [
    "default-src 'none'",
    `script-src ${self}`,
    `style-src ${self}`,
    `img-src ${self} data:`,
    `connect-src ${self}`,
    `frame-ancestors ${[self, ...apps].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function builtinGameRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const pages = new Map(PAGE_KINDS.map((kind) => [kind, read(`${kind}.html`)]));
  const assets = new Map([
    ...ASSETS.map((name): [string, string] => [name, read(name)]),
    // One script per language (`strings-AR.js`): a page loads only its own (http/localized-page.ts).
    ...stringScripts(STRINGS_DIR, 'TALA_GAME_STRINGS'),
  ]);

  app.get('/games/play/:kind', async (c) => {
    const { params, query } = routeInput(c, GamePageInput);
    const page = params.kind && pages.get(params.kind);
    if (!page) return c.text('Not found', 404);
    return c.html(localizePage(page, query.lang), 200, {
      'Content-Security-Policy': await pageCsp(c, deps),
      // Browsers follow frame-ancestors when present; this only speaks to very old ones.
      'X-Frame-Options': 'SAMEORIGIN',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });

  const AssetParams = v.object({ file: oneOfNames([...assets.keys()]) });
  app.get('/games/assets/:file', (c) => {
    const { file } = routeInput(c, { params: AssetParams }).params;
    const body = file === undefined ? undefined : assets.get(file);
    if (file === undefined || body === undefined) return c.text('Not found', 404);
    return c.body(body, 200, {
      'Content-Type': ASSET_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    });
  });

  app.use('/games/api/*', gameCors);

  app.post('/games/api/session', async (c) => {
    const { lang } = routeInput(c, { query: SessionQuery }).query;
    const body = await jsonBody(c, SessionBodySchema);
    const now = clock(deps)();
    const binding = await deps.db.transaction(async (tx) => {
      const redeemed = await redeemLaunchToken(tx, body.launchToken.trim(), now);
      return { redeemed, token: await openGameSession(tx, redeemed, now) };
    });
    const { member, game } = await playOf(deps, binding.token);
    const language = gameLanguage(lang, c.req.header('Language'));
    const commitment = game.builtin ? await seedCommitment(deps.db, member.id, game.builtin) : null;
    const vendor = await deps.db.query<{ display_name: string }>(
      'SELECT display_name FROM vendors WHERE category = $1 AND code = $2',
      [game.lane, game.vendor],
    );
    return c.json(
      ok({
        gameSession: binding.token,
        game: {
          nodeId: game.nodeId,
          gameCode: game.gameCode,
          gameName: gameName(game, language),
          vendor: game.vendor,
          vendorName: vendor[0]?.display_name ?? game.vendor,
          gameType: game.category,
          kind: game.builtin ?? 'demo-vendor',
        },
        balance: formatMoney(await playBalance(deps.db, member)),
        trial: isTrialMember(member),
        currency: (await readSetting(deps.db, SETTINGS.wallet)).currency,
        serverSeedHash: commitment?.serverSeedHash ?? null,
        nonce: commitment?.nonce ?? null,
      }),
    );
  });

  app.get('/games/api/state', async (c) => {
    const { member, game } = await gameSession(c, deps);
    const commitment = game.builtin ? await seedCommitment(deps.db, member.id, game.builtin) : null;
    return c.json(
      ok({
        balance: formatMoney(await playBalance(deps.db, member)),
        serverSeedHash: commitment?.serverSeedHash ?? null,
        nonce: commitment?.nonce ?? null,
      }),
    );
  });

  app.post('/games/api/:kind/play', async (c) => {
    const { kind } = routeInput(c, { params: PlayParams }).params;
    const { member, game } = await gameSession(c, deps);
    if (game.builtin !== kind) return refuse('game.session.invalid', 'This game session is for another game');
    if (game.gameMaintenance || game.vendorMaintenance)
      return refuse('game.maintenance', '#543 This game is under maintenance; please try another game');
    const body = await jsonBody(c, PlayBodySchema);
    return c.json(ok(await playRound({ db: deps.db, now: clock(deps)() }, member, game, body)));
  });

  app.get('/games/api/verify', (c) => {
    const { kind, serverSeed, clientSeed, nonce, target } = routeInput(c, { query: VerifyQuery }).query;
    const outcome = verifyOutcome(kind, fairUniform(serverSeed, clientSeed, nonce), target);
    return c.json(ok({ kind, serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce, outcome }));
  });

  return app;
}
