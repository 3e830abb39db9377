import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { systemQueries } from '@/api/system/system-queries';
import { HelpPage } from '@/features/support/help-page';
import { uiLocale } from '@/i18n/activate-locale';

// The help centre without header, for embedding in the member centre and the native apps.
export const Route = createFileRoute('/helpmc')({
  // Open without a session, even where the platform wants one (spec §2's route guard).
  staticData: { title: msg`Help centre`, guard: 'open' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(systemQueries.helpCenter(uiLocale()));
  },
  component: () => (
    <main id="main" className="site-main site-main--bare">
      <HelpPage />
    </main>
  ),
});
