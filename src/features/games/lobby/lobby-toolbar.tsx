/** Name search (debounced into the URL's `q`, so a reload or a shared link keeps it) and the tag chips. */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';

import { TAG_LABELS } from './lobby-labels';
import { SEARCH_MAX_LENGTH, type GameTag } from './lobby-search';

export const SEARCH_DEBOUNCE_MS = 300;

interface LobbyToolbarProps {
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
  tags: readonly GameTag[];
  tag: GameTag | undefined;
  onTag: (tag: GameTag | undefined) => void;
}

export function LobbyToolbar({ q, onSearch, tags, tag, onTag }: LobbyToolbarProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState(q ?? '');
  const pushed = useRef(q ?? '');
  // The URL changed from outside (Back, a link): show what it says.
  useEffect(() => {
    if ((q ?? '') !== pushed.current) {
      pushed.current = q ?? '';
      setText(q ?? '');
    }
  }, [q]);
  useEffect(() => {
    const value = text.trim();
    if (value === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = value;
      onSearch(value === '' ? undefined : value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="lobby-toolbar">
      <form role="search" className="lobby-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id} className="visually-hidden">{t`Search games`}</label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t`Search games`}
          onChange={(event) => setText(event.target.value)}
          data-testid="game-search"
        />
      </form>
      {tags.length > 0 && (
        <div className="lobby-tags" role="group" aria-label={t`Game type`}>
          <button type="button" className="chip" aria-pressed={!tag} onClick={() => onTag(undefined)}>
            {t`All`}
          </button>
          {tags.map((entry) => (
            <button
              key={entry}
              type="button"
              className="chip"
              aria-pressed={tag === entry}
              onClick={() => onTag(entry)}
              data-tag={entry}
            >
              {i18n._(TAG_LABELS[entry])}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
