/**
 * The header's "Help" button on a wide screen: opens the support and app shortcuts (`QuickLinks`)
 * in a panel under the header, whose code loads on the first open. Escape or a click elsewhere
 * closes it; it stays open while the chat room it opened is in use.
 */
import '@/styles/help-menu.css';

import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';

import { lazyPart, PartBoundary } from '@/ui/lazy-part';

const QuickLinks = lazyPart(() => import('./quick-links').then((m) => m.QuickLinks));

export function HelpMenu() {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from the panel (the chat room) closes first.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (document.querySelector('dialog[open]')) return;
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);
  return (
    <div className="help-menu" ref={ref}>
      <button
        type="button"
        className="button button--ghost help-menu__button"
        aria-expanded={isOpen}
        aria-controls="help-menu-panel"
        onClick={() => setOpen(!isOpen)}
        data-testid="help-menu"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
          <rect x="3" y="13" width="4" height="7" rx="1.5" />
          <rect x="17" y="13" width="4" height="7" rx="1.5" />
        </svg>
        {t`Help`}
      </button>
      {isOpen && (
        <div id="help-menu-panel" className="help-menu__panel" role="region" aria-label={t`Help`}>
          <PartBoundary onError={() => setOpen(false)}>
            <Suspense fallback={null}>
              <QuickLinks />
            </Suspense>
          </PartBoundary>
        </div>
      )}
    </div>
  );
}
