/**
 * `GET /wps/game/launchGame` (contract §9): a small dispatch on `launchMode`. GLS launches a
 * catalogue game: built-in games get their page, every other vendor's game the demo-vendor
 * page; the URL carries a single-use launch token. LOTT belongs to the lottery slice (§11).
 * A trial member (type 4) launches the house games and the lottery only, on the free-play wallet
 * (`accountType` 0, contract §5.3); asking for real money or another vendor → `in_need_true_account`.
 */
import type { Launch } from '#contract/game-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { launchLottery } from '../lottery/lottery-launch.ts';
import { badParam, refuse } from '../refusal.ts';
import { isTrialMember } from '../wallet/trial-wallet.ts';
import type { GameLanguage } from './game-language.ts';
import { findGame, underMaintenance, vendorLobbyGame, type ListedGame } from './game-list.ts';
import { issueLaunchToken } from './launch-tokens.ts';
import { requireLaunchWallet } from './launch-wallet.ts';
import { recordRecent } from './member-games.ts';
import { requireNoUnfinishedRound } from './open-rounds.ts';
import { roomNode } from './pvp-rooms.ts';

export interface LaunchContext {
  db: Db;
  now: Date;
  member: Member;
  sessionTokenHash: string;
  /** Where game pages are served (a launch CDN). */
  launchOrigin: string;
  language: GameLanguage;
}

/** The launch query (all text, as received). */
export type LaunchQuery = Record<string, string | undefined>;

type Launcher = (ctx: LaunchContext, query: LaunchQuery) => Promise<Launch>;

/** The page kind of a game: its built-in kind, else the demo-vendor page. */
export const pageKind = (game: ListedGame): string => game.builtin ?? 'demo-vendor';

function whole(field: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(text.trim())) return badParam(field, 'is invalid: a whole number');
  return Number(text);
}

async function resolveGame(db: Db, query: LaunchQuery): Promise<ListedGame | undefined> {
  const roomId = whole('roomId', query.roomId);
  let nodeId = whole('nodeId', query.nodeId);
  if (nodeId === undefined && roomId !== undefined) {
    nodeId = await roomNode(db, roomId);
    if (nodeId === undefined) return undefined;
  }
  if (nodeId !== undefined) {
    const game = await findGame(db, nodeId);
    const vendor = query.vassalage?.trim().toUpperCase();
    // A vendor named with the node must be the node's vendor.
    return game && (!vendor || vendor === game.vendor) ? game : undefined;
  }
  const vendor = query.vassalage?.trim().toUpperCase();
  if (!vendor) return badParam('nodeId', 'is required');
  // A vendor without a node: that vendor's lobby (the one-vendor direct launch).
  return vendorLobbyGame(db, vendor, query.gameType?.trim().toUpperCase() || undefined);
}

const launchListedGame: Launcher = async (ctx, query) => {
  const game = await resolveGame(ctx.db, query);
  // Vendors' games need money: a trial member hears so whatever the game (no catalogue probing).
  if (isTrialMember(ctx.member) && !game?.builtin)
    return refuse('in_need_true_account', 'A real account is needed for this');
  if (!game) return refuse('no.data', 'No such game');
  await requireLaunchWallet(ctx, query.accountType);
  if (underMaintenance(game))
    return refuse('game.maintenance', '#543 This game is under maintenance; please try another game');
  await requireNoUnfinishedRound(ctx.db, ctx.member.id, game.nodeId, ctx.now);
  const token = await issueLaunchToken(
    ctx.db,
    { memberId: ctx.member.id, nodeId: game.nodeId, sessionTokenHash: ctx.sessionTokenHash },
    ctx.now,
  );
  await recordRecent(ctx.db, ctx.member.id, game.nodeId, ctx.now);
  const url = new URL(`/games/play/${pageKind(game)}`, ctx.launchOrigin);
  url.searchParams.set('t', token);
  url.searchParams.set('lang', ctx.language);
  return { content: { game_url: url.toString() } };
};

/** Launchers by `launchMode`: GLS catalogue games, LOTT the lottery's betting page (§11). */
export const LAUNCHERS: Record<string, Launcher> = {
  GLS: launchListedGame,
  LOTT: launchLottery,
};

/** Runs the launcher of `launchMode` (unknown mode → request.param.err). */
export function launchGame(ctx: LaunchContext, launchMode: string, query: LaunchQuery): Promise<Launch> {
  const launcher = LAUNCHERS[launchMode.trim().toUpperCase()];
  if (!launcher) return badParam('launchMode', 'is invalid: GLS or LOTT');
  return launcher(ctx, query);
}
