/**
 * /elott: the lottery lobby. Menus by the brand's prize mode, the games on sale with live
 * countdowns (from the server clock) and sale state — 20 here, 100 in the full list — the latest
 * results, and the lottery vendors, each started its own way (lottery-start.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import type { PopularLottery } from '#contract/lottery-schemas.ts';

import { lotteryQueries } from '@/api/lottery/lottery-queries';
import { useNav } from '@/hooks/use-platform-data';
import { formatCountdown, lotteryStart } from '@/lib/lottery-start';
import { sessionState } from '@/stores/session-store';

import { useLotteryContext } from './use-lottery-context';
import { useServerNow } from './use-server-now';

import '@/styles/lottery.css';

const LOBBY_COUNT = 20;
const FULL_COUNT = 100;

export function LotteryLobby() {
  const { t } = useLingui();
  const search: { list?: string } = useSearch({ strict: false });
  const isFull = search.list === 'all';
  const { prizeMode, device, language } = useLotteryContext();
  const menus = useQuery(lotteryQueries.menus(prizeMode, language));
  const popular = useQuery(lotteryQueries.popular(isFull ? FULL_COUNT : LOBBY_COUNT, prizeMode, device, language));
  const latest = useQuery(lotteryQueries.latest(language));
  const { nav } = useNav();
  const vendors = nav
    .filter((item) => item.category === 'ELOTT' || item.category === 'LOTT')
    .flatMap((item) => item.vendors);
  const groups = Object.values(menus.data ?? {});
  return (
    <section className="page lottery-lobby">
      <h1>{t`Lottery`}</h1>
      {vendors.length > 0 && (
        <nav className="lottery-vendors" aria-label={t`Lottery providers`}>
          {vendors.map((card) => (
            <StartLink key={card.vassalage} vendor={card.vassalage} className="lottery-vendor">
              {card.displayName}
            </StartLink>
          ))}
        </nav>
      )}
      <div className="lottery-lobby__head">
        <h2>{isFull ? t`All draws` : t`Popular draws`}</h2>
        <Link to="/elott" search={isFull ? {} : { list: 'all' }}>
          {isFull ? t`Show fewer` : t`Show all`}
        </Link>
      </div>
      {popular.isError && <p role="alert">{t`The draws could not be loaded. They will be retried shortly.`}</p>}
      <ul className="lottery-popular">
        {(popular.data ?? []).map((game) => (
          <PopularItem key={game.gameCode} game={game} />
        ))}
      </ul>
      {groups.length > 0 && (
        <>
          <h2>{t`Games`}</h2>
          {groups.map((group) => (
            <div key={group.gameGroupCode} className="lottery-group">
              <h3>{group.labelName}</h3>
              <ul>
                {group.gameMenus.map((game) => (
                  <li key={game.gameCode}>
                    <StartLink vendor={game.vendor} gameCode={game.gameCode}>
                      {game.labelName}
                    </StartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
      <h2>{t`Latest results`}</h2>
      {latest.isSuccess && latest.data.length === 0 && <p>{t`No draw has been made yet.`}</p>}
      <table className="lottery-latest">
        <thead>
          <tr>
            <th scope="col">{t`Game`}</th>
            <th scope="col">{t`Draw`}</th>
            <th scope="col">{t`Result`}</th>
          </tr>
        </thead>
        <tbody>
          {(latest.data ?? []).map((draw) => (
            <tr key={draw.drawId}>
              <td>{draw.labelName}</td>
              <td>{draw.numero}</td>
              <td className="lottery-numbers">{draw.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PopularItem({ game }: { game: PopularLottery }) {
  const { t } = useLingui();
  const now = useServerNow();
  const isSale = game.isSale && now < game.closeTime;
  return (
    <li className="lottery-popular__item" data-game={game.gameCode}>
      <span className="lottery-popular__name" title={game.labelName}>
        {game.labelName}
      </span>
      <span>{t`Draw ${game.numero}`}</span>
      <span className="lottery-countdown" data-testid="lottery-countdown" aria-label={t`Time to the draw`}>
        {formatCountdown(game.drawTime, now)}
      </span>
      <span className={isSale ? 'lottery-sale' : 'lottery-sale lottery-sale--closed'}>
        {isSale ? t`On sale` : t`Sales closed`}
      </span>
      {game.lastDisplay && <span className="lottery-numbers">{game.lastDisplay}</span>}
      <StartLink vendor={game.vendor} gameCode={game.gameCode} className="button">{t`Play`}</StartLink>
    </li>
  );
}

/** A link that starts the lottery the vendor's way; guests get the login popup first. */
function StartLink({
  vendor,
  gameCode,
  className,
  children,
}: {
  vendor: string;
  gameCode?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { token } = useSnapshot(sessionState);
  const navigate = useNavigate();
  const start = lotteryStart(vendor, gameCode);
  return (
    <a
      href={start.to}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        if (!token) return void navigate({ to: '.', search: (prev: object) => ({ ...prev, modal: 'login' as const }) });
        if (start.to === '/vnlottery') return void navigate({ to: '/vnlottery' });
        return void navigate({ to: '/lottery', search: start.search });
      }}
    >
      {children}
    </a>
  );
}
