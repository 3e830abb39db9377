/** The notice modal: one announcement's title, date and sanitised content. */
import { useLingui } from '@lingui/react/macro';

import type { Announcement } from '#contract/announcement-schemas.ts';

import { formatDateTime } from '@/lib/date-format';
import { safeUrl } from '@/lib/safe-url';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { Dialog } from '@/ui/dialog';

interface NoticeViewDialogProps {
  notice: Announcement | null;
  onClose: () => void;
  /** The popup notices: a sheet led by the notice's first picture (or drawn art) that leaves the page in view. */
  asSheet?: boolean;
}

export function NoticeViewDialog({ notice, onClose, asSheet = false }: NoticeViewDialogProps) {
  const { t } = useLingui();
  const picture = asSheet && notice ? firstPicture(notice.content) : null;
  return (
    <Dialog
      open={notice !== null}
      onClose={onClose}
      title={notice?.title ?? ''}
      closeLabel={t`Close`}
      variant={asSheet ? 'sheet' : 'modal'}
      art={
        asSheet ? (
          picture ? (
            <img src={picture} alt="" className="notice-sheet__picture" />
          ) : (
            <span className="notice-sheet__art" aria-hidden="true" />
          )
        ) : undefined
      }
    >
      {notice && (
        <>
          <p className="dialog-meta">
            {notice.startDate > 0 && (
              <time dateTime={new Date(notice.startDate).toISOString()}>{formatDateTime(notice.startDate)}</time>
            )}
          </p>
          <div
            // The picture that leads the sheet is not shown a second time in the text.
            className={picture ? 'rich-text notice-sheet__text--led' : 'rich-text'}
            dir="auto"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
          />
          <button type="button" className="button button--primary" onClick={onClose}>
            {t`OK`}
          </button>
        </>
      )}
    </Dialog>
  );
}

/** The first picture of a notice's sanitised HTML (checked like any server address), to lead the sheet. */
function firstPicture(html: string): string | null {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return safeUrl(template.content.querySelector('img')?.getAttribute('src'));
}
