/**
 * Keeps `document.title` on the current screen's title (`overlay-title.ts` says whose). The root
 * route renders it once the first screen is done, in its own chunk: until then the title is the
 * brand (boot sets it), and the first-visit JavaScript stays within its budget (docs/budgets.md).
 */
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';

import { getRuntimeConfig } from '@/stores/runtime-config-store';

import { documentTitle, overlayTitles, screenTitle } from './overlay-title';

/** Keeps `document.title` on the current screen's title (the root route renders it). */
export function DocumentTitle() {
  const { i18n } = useLingui();
  const pageTitle = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  const overlays = useSnapshot(overlayTitles);
  const title = documentTitle(screenTitle(overlays, pageTitle && i18n._(pageTitle)), getRuntimeConfig().brand.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
