/**
 * Home: banners, headlines, the categories from the vendor lists, and the latest notices. A popup
 * announcement opens after the first screen; `data-popup` on the page says where it stands:
 * `deciding` (notices or the popup's chunk still coming), `shown` (open, id in `data-popup-id`)
 * or `none` (nothing to show), so tests and tools wait on it instead of sleeping.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, useCallback, useState } from 'react';

import type { Announcement } from '#contract/announcement-schemas.ts';

import { BannerCarousel } from '@/features/home/banner-carousel';
import { usePopupQueue } from '@/features/notices/popup-queue';
import { useAnnouncements, useNav } from '@/hooks/use-platform-data';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { formatDateTime } from '@/lib/date-format';
import { IDLE_PRIORITY } from '@/lib/idle-turns';
import { AfterIdle } from '@/ui/after-idle';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';

const LATEST_NOTICES = 3;
// While the lists load, the banner, headline and category places are held by placeholders of the
// same size, so nothing on the first screen moves when the data arrives (layout shift, issue 14).
const PLACEHOLDER_CARDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
// Winners list and red envelope: their own chunk, so the home route's first JS stays small.
const HomeEngagement = lazyPart(() => import('@/features/engagement/home-engagement').then((m) => m.default));
// The notice reader and the popups bring the HTML sanitiser: their own chunks, loaded when a notice
// is opened or (popups) once the first screen is done.
const NoticeViewDialog = lazyPart(() =>
  import('@/features/notices/dialogs/notice-view-dialog').then((m) => m.NoticeViewDialog),
);
const PopupNotice = lazyPart(() => import('@/features/notices/popup-notice').then((m) => m.PopupNotice));

export function HomePage() {
  const { t, i18n } = useLingui();
  const { nav, isPending: isNavPending } = useNav();
  const notices = useAnnouncements();
  const lists = notices.data;
  const [openNotice, setOpenNotice] = useState<Announcement | null>(null);
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
      {lists ? (
        <BannerCarousel banners={lists.banners} />
      ) : (
        notices.isPending && <div className="banner-carousel banner-carousel--placeholder" aria-hidden="true" />
      )}
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
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t`Games`}</h2>
        <ul className="category-grid">
          {isNavPending &&
            nav.length === 0 &&
            PLACEHOLDER_CARDS.map((key) => (
              <li key={key} aria-hidden="true">
                <span className="category-card category-card--placeholder">
                  <strong>{'\u00a0'}</strong>
                  <span>{'\u00a0'}</span>
                </span>
              </li>
            ))}
          {nav.map((item) => (
            <li key={item.category}>
              <Link to={item.path} className="category-card" data-category={item.category}>
                <strong>{i18n._(CATEGORY_LABELS[item.category])}</strong>
                <span>
                  <Plural value={item.vendors.length} one="# provider" other="# providers" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <AfterIdle priority={IDLE_PRIORITY.engagement}>
        <HomeEngagement />
      </AfterIdle>
      <section aria-labelledby="home-notices" className="home-notices" data-testid="home-notices">
        <h2 id="home-notices">{t`Latest notices`}</h2>
        {lists ? (
          <ul>
            {lists.player.slice(0, LATEST_NOTICES).map((notice) => (
              <li key={notice.id}>
                <button type="button" className="link-button notice-title" onClick={() => setOpenNotice(notice)}>
                  {notice.title}
                </button>{' '}
                {notice.startDate > 0 && (
                  <time dateTime={new Date(notice.startDate).toISOString()}>{formatDateTime(notice.startDate)}</time>
                )}
              </li>
            ))}
          </ul>
        ) : (
          notices.isError && <p>{t`Notices could not be loaded.`}</p>
        )}
        <Link to="/noticePage">
          <Trans>All notices</Trans>
        </Link>
      </section>
      {openNotice && (
        // A notice whose dialog cannot be downloaded closes; the next tap asks for it again.
        <PartBoundary onError={() => setOpenNotice(null)}>
          <Suspense fallback={null}>
            <NoticeViewDialog notice={openNotice} onClose={() => setOpenNotice(null)} />
          </Suspense>
        </PartBoundary>
      )}
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
