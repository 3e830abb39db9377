/**
 * A centre (member or agent): a menu of screens and the chosen screen, which the overlay shell
 * renders as the sheet's children (loaded on demand, with the router's pending and error views:
 * `app/screens/screen-overlay.tsx`). On a desktop the menu sits left of the page in one wide dialog; on a phone
 * the dialog is a full-screen sheet showing either the menu as a list or one page, whose back control
 * returns to the list (the list's back control closes the centre).
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType, ReactNode } from 'react';

import { Dialog } from './dialog';
import { useIsPhone } from './use-is-phone';

/** One row of a centre's table of screens. */
export interface CentreScreen {
  title: MessageDescriptor;
  component: ComponentType;
}

interface CentreSheetProps<Id extends string> {
  /** The centre's name: the sheet's title while it shows the list. */
  name: string;
  screens: Record<Id, CentreScreen>;
  /** The screens to list, in menu order (some depend on the account). */
  menu: readonly Id[];
  current: Id;
  /** On a phone: the list, or the current page. */
  view: 'list' | 'page';
  onOpen: (id: Id) => void;
  onBackToList: () => void;
  onClose: () => void;
  /** `data-*` attribute name the menu buttons carry (tests and analytics find them by it). */
  idAttribute: 'data-mc' | 'data-ac';
  className?: string;
  /** Extra content after a menu entry (a badge). */
  renderBadge?: (id: Id) => ReactNode;
  /** The current screen (its page, or "not available"); not shown while a phone shows the list. */
  children: ReactNode;
}

/** The sheet's title: the centre's name on a phone's list and for an id no row has, else the screen's. */
export function centreTitle(
  props: { name: string; screens: Record<string, CentreScreen>; current: string },
  showsList: boolean,
) {
  const row = Object.hasOwn(props.screens, props.current) ? props.screens[props.current] : undefined;
  return showsList || !row ? props.name : row.title;
}

export function CentreSheet<Id extends string>(props: CentreSheetProps<Id>) {
  const { t, i18n } = useLingui();
  const isPhone = useIsPhone();
  const { screens, current, menu } = props;
  const showsList = isPhone && props.view === 'list';
  // An id no row has (an old or mistyped address) shows the centre's name and "not available".
  const named = centreTitle(props, showsList);
  const title = typeof named === 'string' ? named : i18n._(named);
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={title}
      closeLabel={t`Close`}
      variant="wide"
      onBack={isPhone && !showsList ? props.onBackToList : undefined}
      backLabel={t`Back to the menu`}
    >
      <div className={`member-centre ${props.className ?? ''}`} data-view={showsList ? 'list' : 'page'}>
        <nav className="member-centre__menu" aria-label={props.name}>
          <ul>
            {menu.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  aria-current={id === current && !showsList ? 'page' : undefined}
                  {...{ [props.idAttribute]: id }}
                  onClick={() => props.onOpen(id)}
                >
                  <span className="member-centre__label">{i18n._(screens[id].title)}</span>
                  {props.renderBadge?.(id)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {!showsList && <div className="member-centre__page">{props.children}</div>}
      </div>
    </Dialog>
  );
}
