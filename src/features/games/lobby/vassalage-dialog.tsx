/** The popup game list of a vendor whose card says `isGame: VASSALAGE` (from `GCSGAME_getVassGameType`). */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import type { Game } from '#contract/game-schemas.ts';
import type { GameCategory } from '#contract/vendor-schemas.ts';

import { gameQueries } from '@/api/games/game-queries';
import { useImageCdn } from '@/hooks/use-platform-data';
import { cdnUrl } from '@/lib/pick-cdn';
import { Dialog } from '@/ui/dialog';
import { LazyImage } from '@/ui/lazy-image';
import { QueryState } from '@/ui/query-state';

interface VassalageDialogProps {
  vendor: string;
  category: GameCategory;
  onClose: () => void;
  onLaunch: (game: Game) => void;
}

/** Games of one vendor in one category from the VASSALAGE content map. */
export function vassalageGames(
  content: Record<string, Record<string, Game[]>>,
  category: string,
  vendor: string,
): Game[] {
  return content[category]?.[vendor] ?? [];
}

export function VassalageDialog({ vendor, category, onClose, onLaunch }: VassalageDialogProps) {
  const { t, i18n } = useLingui();
  const cdn = useImageCdn();
  const query = useQuery(gameQueries.vassalage(i18n.locale));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t({ message: `${vendor} games`, comment: "vendor: a game provider's name" })}
      closeLabel={t`Close`}
    >
      <QueryState
        query={query}
        isEmpty={(data) => vassalageGames(data.content, category, vendor).length === 0}
        emptyText={t`No games are available from this provider right now.`}
      >
        {(data) => (
          <ul className="vassalage-list" data-testid="vassalage-list">
            {vassalageGames(data.content, category, vendor).map((game) => (
              <li key={game.nodeId}>
                <button type="button" className="vassalage-list__game" onClick={() => onLaunch(game)}>
                  <LazyImage src={cdnUrl(cdn, game.iconUrl)} alt="" width={96} height={72} />
                  <span>{game.gameName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Dialog>
  );
}
