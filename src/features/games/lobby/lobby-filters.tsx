/**
 * The lobby's search and game-type chips: inline on a wide screen; on a phone behind a "Filter"
 * button (with the number of filters on) that opens them in a sheet, so the games start in the top
 * third of the screen.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { Dialog } from '@/ui/dialog';
import { useIsPhone } from '@/ui/use-is-phone';

import type { GameTag } from './lobby-search';
import { LobbyToolbar } from './lobby-toolbar';

interface LobbyFiltersProps {
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
  tags: readonly GameTag[];
  tag: GameTag | undefined;
  onTag: (tag: GameTag | undefined) => void;
}

export function LobbyFilters(props: LobbyFiltersProps) {
  const { t } = useLingui();
  const isPhone = useIsPhone();
  const [open, setOpen] = useState(false);
  if (!isPhone) return <LobbyToolbar {...props} />;
  const count = (props.q ? 1 : 0) + (props.tag ? 1 : 0);
  return (
    <>
      <button
        type="button"
        className={`lobby-filter-button ${count > 0 ? 'lobby-filter-button--on' : ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="lobby-filter"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M3 5h18l-7 8v6l-4-2v-4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t`Filter`}
        {count > 0 && <span className="lobby-filter-button__count">{count}</span>}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t`Filter games`} closeLabel={t`Close`} variant="dialog">
        <div className="lobby-filter-sheet">
          <LobbyToolbar {...props} />
          <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
            {t`Show games`}
          </button>
        </div>
      </Dialog>
    </>
  );
}
