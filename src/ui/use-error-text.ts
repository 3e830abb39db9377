/**
 * The translated text for an error, for the parts of the first screen (the query states, the app's
 * notices, the route error view). The table of platform codes and their messages
 * (`api/api-error-messages.ts`, about 2 KB gzip) is not needed until something fails, and the first
 * visit's JavaScript is held to 160 KB (`npm run budgets`): so it loads on the first error (the
 * service worker precaches it for offline use) and the text shows a moment later. Screens loaded on
 * demand import `errorText` directly.
 */
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

import { isApiError } from '@/api/api-error';
import { DEVICE_OFFLINE, GENERIC } from '@/api/api-error-fallbacks';
import type * as ErrorMessages from '@/api/api-error-messages';

let table: typeof ErrorMessages | undefined;
let loading: Promise<typeof ErrorMessages> | undefined;

function loadTable(): Promise<typeof ErrorMessages> {
  loading ??= import('@/api/api-error-messages').then((module) => (table = module));
  return loading;
}

/** `errorText(error)` once the table is loaded ('' for a moment before); null → ''. */
export function useErrorText(error: unknown): string {
  const { i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(table !== undefined);
  useEffect(() => {
    if (error == null || table) return;
    let live = true;
    loadTable().then(
      () => live && setLoaded(true),
      () => {
        loading = undefined;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [error]);
  if (error == null) return '';
  if (table) return table.errorText(error, i18n);
  if (!failed) return '';
  // The table itself could not load (offline on a first visit, before the service worker has it).
  return i18n._(isApiError(error) && error.isDeviceOffline ? DEVICE_OFFLINE : GENERIC);
}
