/**
 * Popup announcements (type PU): shown once per session in the notice modal, newest first.
 * Seen ids are kept in sessionStorage so a reload does not show them again.
 */
import { useLocation, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useAnnouncements } from '@/hooks/use-platform-data';
import { NoticeViewDialog } from './dialogs/notice-view-dialog';

const SEEN_KEY = 'popupSeen';

function readSeen(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

export function PopupNotice() {
  const notices = useAnnouncements();
  const [seen, setSeen] = useState(readSeen);
  const search: { modal?: string; mc?: string } = useSearch({ strict: false });
  const { pathname } = useLocation();
  // Never stack a popup over a form the user opened (login, register, member centre).
  const isOtherOverlayOpen = Boolean(search.modal || search.mc) || /^\/register/i.test(pathname);
  const next = isOtherOverlayOpen ? null : (notices.data?.popup.find((p) => !seen.includes(p.id)) ?? null);
  return (
    <NoticeViewDialog
      notice={next}
      onClose={() => {
        if (!next) return;
        const updated = [...seen, next.id];
        sessionStorage.setItem(SEEN_KEY, JSON.stringify(updated));
        setSeen(updated);
      }}
    />
  );
}
