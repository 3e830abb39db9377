/**
 * The screens an address's search value opens (`?mc=` personal centre, `?ac=` agent centre,
 * `?modal=` account dialogs; the spec's page ids stay the URLs): their one declaration, a row each
 * in its centre's file (`member-centre.ts`, `agent-centre.ts`) or in `dialogs.ts`. A row gives the
 * screen's title (menu entry, sheet or dialog title and the document's title), its page (code
 * loaded on demand), the data it shows first, its switch and, when a menu entry depends on the
 * member, when it shows; a dialog's row also its guard. A centre row's key is its id, which the
 * centre registers as the typed list of `lib/screen-ids.ts` (links are checked against it); a
 * centre's guard is beside its search value there.
 *
 * One mechanism serves every row (`screen-overlay.tsx`): the root route's `beforeLoad` runs the
 * centre's guard (`features/auth/route-guard.ts`; the overlay checks the same), the root loader
 * starts the row's code and data beside the overlay's (`loadScreen`), the row's switch
 * (`lib/screen-switches.ts`) hides its menu entry and turns its address into "not available", and
 * the overlay shell gives it the router's pending and error views. Path routes are file routes
 * under `src/routes/` and declare their title and guard in `staticData` (`app/router.ts`).
 *
 * These modules are their own chunk: the first visit never evaluates them.
 */
import type { QueryClient } from '@tanstack/react-query';

import { CENTRE_PARAMS, type AuthModal, type CentreParam, type ScreenId } from '@/lib/screen-ids';

import { agentCentre } from './agent-centre';
import { DIALOGS } from './dialogs';
import { memberCentre } from './member-centre';
import type { Centre, ScreenRow } from './screen-row';

export { DIALOGS };

/** The search values that open a centre, each with its table. */
export const CENTRES = { mc: memberCentre, ac: agentCentre } as const satisfies Record<CentreParam, Centre>;

/** The centre and row an address opens, or null (no centre). */
export function screenOf(param: CentreParam, id: string | undefined): { centre: Centre; row: ScreenRow } | null {
  if (id === undefined) return null;
  const centre: Centre = CENTRES[param];
  const row = Object.hasOwn(centre.screens, id) ? centre.screens[id] : undefined;
  return row ? { centre, row } : null;
}

type OverlaySearch = { [P in CentreParam]?: ScreenId<P> | undefined } & { modal?: AuthModal | undefined };

/** Starts the code and first data of the screens an address opens (never waits, never fails). */
export function loadScreen(search: OverlaySearch, queryClient: QueryClient, token: string | null): void {
  // A failed download is the shell's to show (its error view offers "Retry").
  if (search.modal !== undefined) DIALOGS[search.modal].component.preload().catch(() => undefined);
  if (token === null) return;
  for (const param of CENTRE_PARAMS) {
    const row = screenOf(param, search[param])?.row;
    if (!row) continue;
    row.preload().catch(() => undefined);
    row.data?.(queryClient, token);
  }
}
