/** The notice modal: one announcement's title, date and sanitised content. */
import { useLingui } from '@lingui/react/macro';

import type { Announcement } from '#contract/announcement-schemas.ts';

import { formatDateTime } from '@/lib/date-format';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { Dialog } from '@/ui/dialog';

export function NoticeViewDialog({ notice, onClose }: { notice: Announcement | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={notice !== null} onClose={onClose} title={notice?.title ?? ''} closeLabel={t`Close`}>
      {notice && (
        <>
          <p className="dialog-meta">
            {notice.startDate > 0 && (
              <time dateTime={new Date(notice.startDate).toISOString()}>{formatDateTime(notice.startDate)}</time>
            )}
          </p>
          <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
          <button type="button" className="button button--primary" onClick={onClose}>
            {t`OK`}
          </button>
        </>
      )}
    </Dialog>
  );
}
