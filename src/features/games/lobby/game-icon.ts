/** A game's icon on the chosen image CDN (the lobby tile and its early preload use the same URL). */
import type { Game } from '#contract/game-schemas.ts';

import { cdnUrl } from '@/lib/pick-cdn';

export function gameIconSrc(game: Pick<Game, 'iconUrl'>, cdn: string): string {
  return cdnUrl(cdn, game.iconUrl);
}
