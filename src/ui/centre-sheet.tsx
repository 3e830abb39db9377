/**
 * A centre (member or agent): a menu of screens and the chosen screen, each loaded on demand inside
 * its own error boundary. On a desktop the menu sits left of the page in one wide dialog; on a phone
 * the dialog is a full-screen sheet showing either the menu as a list or one page, whose back control
 * returns to the list (the list's back control closes the centre).
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Suspense, type ComponentType, type ReactNode } from 'react';

import { Dialog } from './dialog';
import { ErrorBoundary } from './error-boundary';
import { NotAvailable } from './not-available';
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
  /**
   * The current screen's switch (`src/lib/screen-switches.ts`): `off` shows "not available" in
   * its place (an old link or a typed address), `unknown` waits for the switch.
   */
  currentState?: 'on' | 'off' | 'unknown';
}

export function CentreSheet<Id extends string>(props: CentreSheetProps<Id>) {
  const { t, i18n } = useLingui();
  const isPhone = useIsPhone();
  const { screens, current, menu, currentState = 'on' } = props;
  const showsList = isPhone && props.view === 'list';
  // An id no row has (an old or mistyped address) shows the centre's name and "not available".
  const row: CentreScreen | undefined = Object.hasOwn(screens, current) ? screens[current] : undefined;
  const Page = row?.component;
  const title = showsList || !row ? props.name : i18n._(row.title);
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
        {!showsList && (
          <div className="member-centre__page">
            <ErrorBoundary
              key={current}
              fallback={(retry) => (
                <div className="query-error" role="alert">
                  <p>{t`This page could not be shown.`}</p>
                  <button type="button" className="button button--ghost" onClick={retry}>{t`Try again`}</button>
                </div>
              )}
            >
              {currentState === 'off' || !Page ? (
                <NotAvailable />
              ) : (
                <Suspense fallback={<Pending />}>{currentState === 'on' ? <Page /> : <Pending />}</Suspense>
              )}
            </ErrorBoundary>
          </div>
        )}
      </div>
    </Dialog>
  );
}

function Pending() {
  const { t } = useLingui();
  return (
    <p className="route-pending" role="status">
      <span className="spinner" aria-hidden="true" /> {t`Loading…`}
    </p>
  );
}
