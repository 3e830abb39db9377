import { createFileRoute } from '@tanstack/react-router';

import { HelpPage } from '@/features/support/help-page';

// The help centre without header, for embedding in the member centre and the native apps.
export const Route = createFileRoute('/helpmc')({
  component: () => (
    <main id="main" className="site-main site-main--bare">
      <HelpPage />
    </main>
  ),
});
