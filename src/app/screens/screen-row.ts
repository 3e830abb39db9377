/**
 * The shape of a row of the screen table (`screen-table.ts`) and the helpers that build one: a
 * centre screen's (`member-centre.ts`, `agent-centre.ts`) and an account dialog's (`dialogs.ts`).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import type { MemberInfo } from '#contract/member-schemas.ts';

import type { OverlayGuard } from '@/features/auth/route-guard';
import type { ScreenSwitch } from '@/lib/screen-switches';
import type { CentreScreen } from '@/ui/centre-sheet';
import { lazyPart } from '@/ui/lazy-part';

/** One centre screen: what the centre sheet shows, plus its switch and the code and data to start ahead of it. */
export interface ScreenRow extends CentreScreen {
  /** Starts the page's code (also what the sheet renders, so it never downloads twice). */
  preload: () => Promise<unknown>;
  /** Starts the data the page shows first (its query factories, the keys the page reads). */
  data?: ((queryClient: QueryClient, token: string) => void) | undefined;
  /** The whitelabel module or consolidated switch that turns it off (`lib/screen-switches.ts`). */
  switch?: ScreenSwitch | undefined;
  /** When its menu entry shows beyond its switch (default always). */
  listed?: ((member: MemberInfo | undefined) => boolean) | undefined;
  /** Shown after the menu entry (a count). */
  badge?: ComponentType | undefined;
}

type ScreenOptions = Pick<ScreenRow, 'data' | 'switch' | 'listed' | 'badge'>;

export function screen(
  title: MessageDescriptor,
  load: () => Promise<ComponentType>,
  options: ScreenOptions = {},
): ScreenRow {
  // `lazyPart`, not `lazy`: a page whose download failed loads on "Retry" (React's lazy keeps the failure).
  const component = lazyPart(load);
  return { title, component, preload: component.preload, ...options };
}

/**
 * A centre: its name, how its menu buttons are marked, and its rows keyed by the address's id, in
 * menu order. Its guard is beside its search value (`lib/screen-ids.ts`), which the root route reads
 * before this table has downloaded.
 */
export interface Centre {
  name: MessageDescriptor;
  idAttribute: 'data-mc' | 'data-ac';
  className?: string;
  screens: Readonly<Record<string, ScreenRow>>;
}

/** What a dialog's body gets from the overlay shell: `close` (Back closes it too). */
export interface DialogBodyProps {
  close: () => void;
}

/** An account dialog (`?modal=`): its title, body (code loaded on demand) and guard. */
export interface DialogRow {
  title: MessageDescriptor;
  component: ComponentType<DialogBodyProps> & { preload: () => Promise<unknown> };
  /** Who it shows to (`features/auth/route-guard.ts`); otherwise nothing shows. */
  guard: Extract<OverlayGuard, 'guest' | 'session' | 'any'>;
  /** The dialog's size (`ui/dialog.tsx`, default `modal`). */
  variant?: 'modal' | 'dialog';
  /** Stays after the session expired mid-form, with what was typed and the session message. */
  keepOnExpiry?: boolean;
}

export function dialog(
  title: MessageDescriptor,
  load: () => Promise<ComponentType<DialogBodyProps>>,
  options: Omit<DialogRow, 'title' | 'component'>,
): DialogRow {
  return { title, component: lazyPart(load), ...options };
}
