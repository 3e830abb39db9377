/**
 * The spec's launch rules as data (header nav, vendor cards, game cards), so the screens only
 * carry out what these functions decide:
 * - a VASSALAGE vendor opens the popup game list;
 * - RNG uses the RNG start: remember the vendor and show /rng?page={vendor};
 * - ELOTT/LOTT use the lottery start after a login check (lottery-start.ts: TCG_LOTTO_VN to
 *   /vnlottery, TCG_SEA and GPI to their own lobbies, the rest to /lottery);
 * - everything else is the generic start after a login check (guests get the login popup);
 * - a nav click on PVP, SPORTS, FISH or LIVE with exactly one vendor launches it (nav-model).
 */
import type { GameCategory, VendorCard } from '#contract/vendor-schemas.ts';

import type { LaunchTarget } from '@/api/games/game-requests';
import type { CategoryPath, NavCategory } from '@/lib/nav-model';

import { lotteryStart, type LotteryStart } from './lottery-start';

export type LaunchAction =
  | { kind: 'page'; to: CategoryPath; vendor?: string }
  | { kind: 'rng'; vendor: string }
  | { kind: 'popup'; vendor: string; category: GameCategory }
  | { kind: 'lottery'; start: LotteryStart }
  | { kind: 'login' }
  | { kind: 'launch'; target: LaunchTarget; category: GameCategory };

/** What choosing this vendor (dropdown entry or card) does. */
export function vendorAction(
  category: GameCategory,
  card: Pick<VendorCard, 'vassalage' | 'isGame'>,
  isLoggedIn: boolean,
): LaunchAction {
  if (card.isGame === 'VASSALAGE') return { kind: 'popup', vendor: card.vassalage, category };
  if (category === 'RNG') return { kind: 'rng', vendor: card.vassalage };
  if (!isLoggedIn) return { kind: 'login' };
  if (category === 'ELOTT' || category === 'LOTT') return { kind: 'lottery', start: lotteryStart(card.vassalage) };
  return { kind: 'launch', target: { vassalage: card.vassalage }, category };
}

/** What a click on a nav category does: its page, or the direct launch of its only vendor. */
export function navAction(
  item: Pick<NavCategory, 'category' | 'path' | 'directLaunchVendor'>,
  isLoggedIn: boolean,
): LaunchAction {
  if (!item.directLaunchVendor) return { kind: 'page', to: item.path };
  return vendorAction(item.category, item.directLaunchVendor, isLoggedIn);
}

/** What a click on a game card (or a PVP room) does. */
export function gameAction(target: LaunchTarget, category: GameCategory, isLoggedIn: boolean): LaunchAction {
  return isLoggedIn ? { kind: 'launch', target, category } : { kind: 'login' };
}
