/**
 * /vnlottery: the Vietnamese lottery. Menus from the gateway by the brand's prize mode, today's and
 * past results of the chosen game as result tables, and the member's recent games. Header only
 * (spec §2) on every screen, with a way back to the lottery lobby.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { lotteryQueries } from '@/api/lottery/lottery-queries';
import { sessionState } from '@/stores/session-store';

import { useLotteryContext } from './use-lottery-context';
import { VnResultTable } from './vn-result-table';

import '@/styles/lottery.css';

const DAY_MS = 24 * 60 * 60_000;

export function VnLotteryPage() {
  const { t } = useLingui();
  const search: { game?: string } = useSearch({ strict: false });
  const { token } = useSnapshot(sessionState);
  const { prizeMode, device, language } = useLotteryContext();
  const menus = useQuery(lotteryQueries.vnMenus(prizeMode, device, language));
  const gameCode = search.game ?? 'VN_NORTH';
  const opened = useQuery(lotteryQueries.vnOpened(gameCode, language));
  const recent = useQuery(lotteryQueries.vnRecent(token, language));
  const draws = opened.data?.[gameCode]?.draws ?? [];
  const newest = draws[0]?.drawTime ?? 0;
  // "Today" is the newest draw's day; everything older is the past.
  const today = draws.filter(
    (draw) =>
      newest - draw.drawTime < DAY_MS && new Date(draw.drawTime).toDateString() === new Date(newest).toDateString(),
  );
  const past = draws.slice(today.length);
  return (
    <section className="page vn-lottery">
      <Link to="/elott" className="button button--ghost vn-lottery__back" data-testid="vn-lottery-back">
        <span className="dir-icon" aria-hidden="true">
          ←
        </span>{' '}
        {t`Back to the lottery lobby`}
      </Link>
      <h1>{t`Vietnamese lottery`}</h1>
      {Object.values(menus.data ?? {}).map((group) => (
        <nav key={group.gameGroupCode} className="vn-lottery__menu" aria-label={group.labelName}>
          <h2>{group.labelName}</h2>
          <ul>
            {group.gameMenus.map((game) => (
              <li key={game.gameCode}>
                <Link
                  to="/vnlottery"
                  search={{ game: game.gameCode }}
                  aria-current={game.gameCode === gameCode ? 'page' : undefined}
                  title={game.labelName}
                >
                  {game.labelName}
                </Link>{' '}
                <Link
                  to="/lottery"
                  search={{ vendor: 'TCG_LOTTO_VN', game: game.gameCode, view: 'betting' }}
                  className="button"
                >{t`Bet`}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      <h2>{t`Today's results`}</h2>
      {opened.isError && <p role="alert">{t`The results could not be loaded. They will be retried shortly.`}</p>}
      {!opened.isPending && today.length === 0 && <p>{t`No draw yet today.`}</p>}
      {today.slice(0, 1).map((draw) => (
        <VnResultTable key={draw.drawId} draw={draw} />
      ))}
      {past.length + today.length > 1 && (
        <details className="vn-lottery__past">
          <summary>{t`Past results`}</summary>
          {[...today.slice(1), ...past].map((draw) => (
            <VnResultTable key={draw.drawId} draw={draw} />
          ))}
        </details>
      )}
      {token && (recent.data?.length ?? 0) > 0 && (
        <>
          <h2>{t`My recent games`}</h2>
          <ul className="vn-lottery__recent">
            {recent.data?.map((game) => (
              <li key={game.gameCode}>
                <Link to="/lottery" search={{ vendor: 'TCG_LOTTO_VN', game: game.gameCode, view: 'betting' }}>
                  {game.labelName}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
