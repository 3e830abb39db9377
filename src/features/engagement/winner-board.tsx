/** The winners list: the top 20 real wins of the last 7 days, names masked by the platform. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import { engagementQueries } from '@/api/engagement/engagement-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { isAbsent } from '@/ui/feature-absence';
import { QueryState } from '@/ui/query-state';

export function WinnerBoard() {
  const { t } = useLingui();
  const { format } = useBalance();
  const winners = useQuery(engagementQueries.winners());
  // A platform without the winners list simply has no board.
  if (isAbsent(winners)) return null;
  return (
    <section aria-labelledby="home-winners" className="winner-board" data-testid="winner-board">
      <h2 id="home-winners">{t`Winners`}</h2>
      <QueryState
        query={winners}
        isEmpty={(d) => d.list.length === 0}
        emptyText={t`No big wins yet this week. Be the first!`}
      >
        {(data) => (
          <ol className="winner-board__list">
            {data.list.map(({ vo }, index) => (
              <li key={`${vo.time}-${index}`}>
                <span className="winner-board__name">{vo.username}</span>
                <span className="winner-board__game">{vo.gameName}</span>
                <strong className="winner-board__amount">{format(vo.winAmount)}</strong>
                <time dateTime={new Date(vo.time).toISOString()}>{formatDateTime(vo.time)}</time>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
