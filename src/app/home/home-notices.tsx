/** Home's latest notices as cards (title, date); a tap opens the notice, "All" the notices page. */
import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';

import type { Announcement } from '#contract/announcement-schemas.ts';

import { useAnnouncements } from '@/hooks/use-platform-data';
import { formatDateTime } from '@/lib/date-format';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';
import { SectionHeader } from '@/ui/section-header';

const LATEST_NOTICES = 3;
// The notice reader brings the HTML sanitiser: its own chunk, loaded when a notice is opened.
const NoticeViewDialog = lazyPart(() =>
  import('@/features/notices/dialogs/notice-view-dialog').then((m) => m.NoticeViewDialog),
);

export function HomeNotices() {
  const { t } = useLingui();
  const notices = useAnnouncements();
  const [openNotice, setOpenNotice] = useState<Announcement | null>(null);
  return (
    <section aria-labelledby="home-notices" className="home-notices" data-testid="home-notices">
      <SectionHeader id="home-notices" title={t`Latest notices`} all={{ to: '/noticePage' }} />
      {notices.data ? (
        <ul className="notice-cards">
          {notices.data.player.slice(0, LATEST_NOTICES).map((notice) => (
            <li key={notice.id}>
              <button type="button" className="notice-card notice-title" onClick={() => setOpenNotice(notice)}>
                <span className="notice-card__title">{notice.title}</span>
                {notice.startDate > 0 && (
                  <time dateTime={new Date(notice.startDate).toISOString()}>{formatDateTime(notice.startDate)}</time>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        notices.isError && <p>{t`Notices could not be loaded.`}</p>
      )}
      {openNotice && (
        // A notice whose dialog cannot be downloaded closes; the next tap asks for it again.
        <PartBoundary onError={() => setOpenNotice(null)}>
          <Suspense fallback={null}>
            <NoticeViewDialog notice={openNotice} onClose={() => setOpenNotice(null)} />
          </Suspense>
        </PartBoundary>
      )}
    </section>
  );
}
