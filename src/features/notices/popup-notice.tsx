/**
 * A popup announcement in the notice sheet (its own chunk with the HTML sanitiser; the home page
 * loads it after the first screen, only when a popup is due). Mount one per notice (`key` by id),
 * so each popup opens its own dialog.
 */
import { useEffect } from 'react';

import type { Announcement } from '#contract/announcement-schemas.ts';

import { NoticeViewDialog } from './dialogs/notice-view-dialog';

interface PopupNoticeProps {
  notice: Announcement;
  onClose: () => void;
  /** Called once the dialog is open (the page then says the popup is decided: `data-popup`). */
  onShown: (id: number) => void;
}

export function PopupNotice({ notice, onClose, onShown }: PopupNoticeProps) {
  // The dialog's own effect (a child's, so it runs first) has opened it by now.
  useEffect(() => onShown(notice.id), [notice.id, onShown]);
  return <NoticeViewDialog notice={notice} onClose={onClose} asSheet />;
}
