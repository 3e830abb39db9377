/**
 * The entry's side of the screen table (`screen-table.ts`): what the root route runs for an address
 * whose search value opens a centre screen (`?mc=`, `?ac=`) or an account dialog (`?modal=`, or a
 * path that declares one in `staticData.dialog`: /register), without the table itself. The table,
 * the overlay shell and their schemas and endpoint lists are their own chunks, loaded only when such
 * an address is opened (or a link to one hovered): a first visit never evaluates them. A table or
 * shell whose code cannot be downloaded leaves the page as it is and loads at the next chance.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useMatches, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';

import { guardOverlay } from '@/features/auth/route-guard';
import { CENTRE_GUARDS, CENTRE_PARAMS, type AuthModal, type CentreParam, type ScreenId } from '@/lib/screen-ids';
import { sessionState } from '@/stores/session-store';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';

const ScreenOverlay = lazyPart(() => import('./screen-overlay').then((m) => m.ScreenOverlay));
const DialogOverlay = lazyPart(() => import('./screen-overlay').then((m) => m.DialogOverlay));

type OverlaySearch = { [P in CentreParam]?: ScreenId<P> | undefined } & { modal?: AuthModal | undefined };

const opensOverlay = (search: OverlaySearch) =>
  search.modal !== undefined || CENTRE_PARAMS.some((param) => search[param] !== undefined);

/**
 * The root's `beforeLoad` part: runs the opened centre's guard (`lib/screen-ids.ts`, beside its
 * search value, so a navigation is guarded before the table has downloaded; a redirect is thrown). A dialog's
 * guard (its row) never redirects: the shell shows nothing to whom it is not for.
 */
export function guardOverlays(search: OverlaySearch, location: { pathname: string; searchStr: string }): void {
  for (const param of CENTRE_PARAMS)
    if (search[param] !== undefined) guardOverlay(CENTRE_GUARDS[param], param, location);
}

/** The root's `loader` part: starts the opened screen's code and first data beside the shell's (never waits). */
export function loadOverlays(search: OverlaySearch, queryClient: QueryClient): void {
  if (!opensOverlay(search)) return;
  void ScreenOverlay.preload().catch(() => undefined);
  void import('./screen-table')
    .then((screens) => screens.loadScreen(search, queryClient, sessionState.token))
    // Not downloaded: the shell's part boundary shows it and tries again.
    .catch(() => undefined);
}

/** Mounts the overlay shell for each centre the address opens, and for its dialog. */
export function ScreenOverlayGate() {
  const search: OverlaySearch = useSearch({ strict: false });
  // A path that is a dialog over the home (/register) declares it in its `staticData`.
  const pathDialog = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.dialog)?.staticData.dialog,
  });
  const dialog = search.modal ?? pathDialog;
  if (!opensOverlay(search) && dialog === undefined) return null;
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        {CENTRE_PARAMS.map((param) => search[param] !== undefined && <ScreenOverlay key={param} param={param} />)}
        {dialog !== undefined && <DialogOverlay id={dialog} closesHome={pathDialog !== undefined} />}
      </Suspense>
    </PartBoundary>
  );
}
