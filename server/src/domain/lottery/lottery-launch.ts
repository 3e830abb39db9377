/**
 * The lottery launch (`launchMode=LOTT`, contract §4.5 / docs/contract.md §11): a single-use launch
 * token for the built-in betting page at `/lottery/play`, with the game (or the lobby), the view,
 * the device and the language in its URL. `backUrl` is accepted and not used: the client's header
 * carries the way back, and the sandboxed page may not navigate the top window. A trial member's
 * page bets trial credit (`accountType` 0; see games/launch.ts).
 */
import type { Launch } from '#contract/game-schemas.ts';

import { requireLaunchWallet } from '../games/launch-wallet.ts';
import type { LaunchContext, LaunchQuery } from '../games/launch.ts';
import { badParam } from '../refusal.ts';
import { lotteryGame } from './lottery-games.ts';
import { issueLaunchToken } from './lottery-sessions.ts';

const VIEWS = new Set(['betting', 'lobby']);

export async function launchLottery(ctx: LaunchContext, query: LaunchQuery): Promise<Launch> {
  const code = query.lottoGameCode?.trim() || null;
  if (code && !lotteryGame(code)) return badParam('lottoGameCode', 'is invalid');
  const view = (query.lottoView ?? (code ? 'betting' : 'lobby')).trim().toLowerCase();
  if (!VIEWS.has(view)) return badParam('lottoView', 'is invalid: betting or lobby');
  const device = (query.device ?? 'WEB').trim().toUpperCase() === 'MOBILE' ? 'MOBILE' : 'WEB';
  // A trial member bets trial credit (accountType 0), everyone else money.
  await requireLaunchWallet(ctx, query.accountType);
  const token = await issueLaunchToken(ctx.db, ctx.member.id, ctx.sessionTokenHash, code, ctx.now);
  const url = new URL('/lottery/play', ctx.launchOrigin);
  url.searchParams.set('t', token);
  if (code) url.searchParams.set('game', code);
  url.searchParams.set('view', view);
  url.searchParams.set('lang', ctx.language);
  url.searchParams.set('device', device);
  return { content: { game_url: url.toString() } };
}
