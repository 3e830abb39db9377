/**
 * Home, a storefront: the hero (banners or drawn art, with a call to action), the headlines, hot
 * games and the categories on the first screen; below it, once that screen is done, big wins,
 * popular lottery, promotions, providers and the latest notices (`home-more.tsx`). A popup
 * announcement opens after the first screen; `data-popup` on the page says where it stands:
 * `deciding` (notices or the popup's chunk still coming), `shown` (open, id in `data-popup-id`)
 * or `none` (nothing to show), so tests and tools wait on it instead of sleeping.
 */
import '@/styles/home.css';

import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';

import { usePopupQueue } from '@/features/notices/popup-queue';
import { useAnnouncements } from '@/hooks/use-platform-data';
import { IDLE_PRIORITY } from '@/lib/idle-turns';
import { AfterIdle } from '@/ui/after-idle';
import { lazyPart } from '@/ui/lazy-part';

import { CategoryTiles } from './category-tiles';
import { HomeHero } from './home-hero';
import { HotGames } from './hot-games';

// While the lists load, the hero, headline, hot games and category places are held by placeholders
// of the same size, so nothing on the first screen moves when the data arrives (layout shift).
// Big wins, popular lottery, promotions, providers, the latest notices and the red envelope: their
// own chunk, after the first screen, so the home route's first JS stays small.
const HomeMore = lazyPart(() => import('./home-more').then((m) => m.default));
// The popups bring the HTML sanitiser: their own chunk, loaded once the first screen is done.
const PopupNotice = lazyPart(() => import('@/features/notices/popup-notice').then((m) => m.PopupNotice));

export function HomePage() {
  const { t } = useLingui();
  const notices = useAnnouncements();
  const lists = notices.data;
  const popup = usePopupQueue();
  const [shownPopup, setShownPopup] = useState<number | null>(null);
  const onPopupShown = useCallback((id: number) => setShownPopup(id), []);
  const popupState = popup.next
    ? shownPopup === popup.next.id
      ? 'shown'
      : 'deciding'
    : popup.isKnown
      ? 'none'
      : 'deciding';
  return (
    <div
      className="page home-page"
      data-testid="home-page"
      data-popup={popupState}
      data-popup-id={popupState === 'shown' ? popup.next?.id : undefined}
    >
      <h1 className="visually-hidden">{t`Home`}</h1>
      <HomeHero banners={lists?.banners} isPending={notices.isPending} />
      {lists && lists.headline.length > 0 && (
        <p className="headline-bar" aria-label={t`Announcements`}>
          {lists.headline.map((h) => (
            <span key={h.id} dir="auto">
              {h.title}
            </span>
          ))}
        </p>
      )}
      {!lists && notices.isPending && (
        <p className="headline-bar" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      <HotGames />
      <CategoryTiles />
      <div className="home-more">
        <AfterIdle priority={IDLE_PRIORITY.engagement}>
          <HomeMore />
        </AfterIdle>
      </div>
      {popup.next && (
        <AfterIdle priority={IDLE_PRIORITY.popup}>
          <PopupNotice
            key={popup.next.id}
            notice={popup.next}
            onShown={onPopupShown}
            onClose={() => popup.next && popup.markSeen(popup.next.id)}
          />
        </AfterIdle>
      )}
    </div>
  );
}
