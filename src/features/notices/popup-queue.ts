/**
 * Which popup announcement (type PU) the home page owes the player: the newest not yet seen in
 * this session, none while another overlay (login, register, a centre) is open. Light on purpose:
 * the dialog that shows it (with the HTML sanitiser) is its own chunk, loaded after the first screen.
 * Seen ids are kept in sessionStorage so a reload does not show them again.
 */
import { useLocation, useSearch } from '@tanstack/react-router';
import { useState } from 'react';

import type { Announcement } from '#contract/announcement-schemas.ts';

import { useAnnouncements } from '@/hooks/use-platform-data';

const SEEN_KEY = 'popupSeen';

function readSeen(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

export interface PopupQueue {
  /** The popup to show now, if any. */
  next: Announcement | null;
  /** False until the notices are known (or failed): only then is "no popup" final. */
  isKnown: boolean;
  /** The player closed `id`: never show it again this session. */
  markSeen: (id: number) => void;
}

export function usePopupQueue(): PopupQueue {
  const notices = useAnnouncements();
  const [seen, setSeen] = useState(readSeen);
  const search: { modal?: string; mc?: string } = useSearch({ strict: false });
  const { pathname } = useLocation();
  // Never stack a popup over a form the user opened (login, register, member centre).
  const isOtherOverlayOpen = Boolean(search.modal || search.mc) || /^\/register/i.test(pathname);
  const next = isOtherOverlayOpen ? null : (notices.data?.popup.find((p) => !seen.includes(p.id)) ?? null);
  return {
    next,
    isKnown: isOtherOverlayOpen || notices.data !== undefined || notices.isError,
    markSeen: (id) => {
      const updated = [...seen, id];
      sessionStorage.setItem(SEEN_KEY, JSON.stringify(updated));
      setSeen(updated);
    },
  };
}
