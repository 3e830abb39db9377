/** Draws and games as the gateway shows them (contract/lottery-schemas.ts). */
import type { LotteryDrawResult, LotteryMenuGame, LotteryMenus, PopularLottery } from '#contract/lottery-schemas.ts';

import type { PlatformLanguageCode } from '../platform-languages.ts';
import { LOTTERY_ODDS, oddsText, offeredBetTypes } from './lottery-bet-types.ts';
import type { LotteryDraw } from './lottery-draws.ts';
import { LOTTERY_GAMES, lotteryGame, type LotteryGame } from './lottery-games.ts';
import { lotteryGameName, lotteryGroupName } from './lottery-names.ts';
import type { LotteryResult } from './lottery-random.ts';

const GROUP_LABELS: Record<string, string> = {
  SSC: '5D',
  PK10: 'PK10',
  K3: 'K3 Dice',
  '11X5': '11×5',
  VN_TRADITIONAL: 'Xổ số truyền thống',
  VN_FAST: 'Xổ số siêu tốc',
};

/**
 * A game's name in the request's language; a request naming no known language gets the
 * catalogue's own name, as before.
 */
export const gameLabel = (game: LotteryGame, language?: PlatformLanguageCode): string =>
  language ? lotteryGameName(game, language) : game.name;

const groupLabel = (group: string, language?: PlatformLanguageCode): string =>
  language ? lotteryGroupName(group, language) : (GROUP_LABELS[group] ?? group);

export function menuGame(game: LotteryGame, language?: PlatformLanguageCode): LotteryMenuGame {
  return {
    gameCode: game.code,
    gameId: game.id,
    labelName: gameLabel(game, language),
    kind: game.kind,
    category: game.category,
    vendor: game.vendor,
    intervalSeconds: game.intervalMs ? game.intervalMs / 1000 : null,
    region: game.region ?? null,
    offers: offeredBetTypes(game).map((betType) => ({
      betType,
      odds: oddsText(LOTTERY_ODDS[game.kind][betType] ?? 0),
    })),
  };
}

/** Groups of the given games keyed by group code, in catalogue order. */
export function menus(games: readonly LotteryGame[], language?: PlatformLanguageCode): LotteryMenus {
  const groups: LotteryMenus = {};
  for (const game of games) {
    const group = (groups[game.group] ??= {
      gameGroupCode: game.group,
      labelName: groupLabel(game.group, language),
      gameMenus: [],
    });
    group.gameMenus.push(menuGame(game, language));
  }
  return groups;
}

export function resultDisplay(result: LotteryResult): string {
  return 'numbers' in result ? result.numbers.join(',') : (result.prizes[0]?.[0] ?? '');
}

export function drawResultView(draw: LotteryDraw, language?: PlatformLanguageCode): LotteryDrawResult | null {
  const game = lotteryGame(draw.gameCode);
  if (!game || !draw.result || !draw.seed) return null;
  return {
    drawId: draw.id,
    gameCode: game.code,
    gameId: game.id,
    labelName: gameLabel(game, language),
    numero: draw.numero,
    drawTime: draw.drawAt.getTime(),
    seedHash: draw.seedHash,
    seed: draw.seed,
    result: draw.result,
    display: resultDisplay(draw.result),
  };
}

/** Every game with a draw ahead, soonest draw first, at most `count`. */
export function popularView(
  current: Map<string, LotteryDraw>,
  latest: Map<string, LotteryDraw>,
  now: Date,
  count: number,
  language?: PlatformLanguageCode,
): PopularLottery[] {
  const list: PopularLottery[] = [];
  for (const game of LOTTERY_GAMES) {
    const draw = current.get(game.code);
    if (!draw) continue;
    const last = latest.get(game.code);
    list.push({
      gameCode: game.code,
      gameId: game.id,
      labelName: gameLabel(game, language),
      category: game.category,
      vendor: game.vendor,
      numero: draw.numero,
      drawId: draw.id,
      remainTime: Math.max(0, draw.drawAt.getTime() - now.getTime()),
      isSale: draw.state === 'SCHEDULED' && now.getTime() < draw.closesAt.getTime(),
      drawTime: draw.drawAt.getTime(),
      closeTime: draw.closesAt.getTime(),
      serverTime: now.getTime(),
      seedHash: draw.seedHash,
      lastNumero: last?.numero ?? null,
      lastDisplay: last?.result ? resultDisplay(last.result) : null,
    });
  }
  return list.sort((a, b) => a.remainTime - b.remainTime).slice(0, count);
}
