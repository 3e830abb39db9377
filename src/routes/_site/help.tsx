import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { systemQueries } from '@/api/system/system-queries';
import { HelpPage } from '@/features/support/help-page';
import { uiLocale } from '@/i18n/activate-locale';

export const Route = createFileRoute('/_site/help')({
  staticData: { title: msg`Help centre` },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(systemQueries.helpCenter(uiLocale()));
  },
  component: HelpPage,
});
