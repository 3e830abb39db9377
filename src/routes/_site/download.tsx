import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { DownloadPage } from '@/features/install/download-page';

export const Route = createFileRoute('/_site/download')({
  // Open without a session, even where the platform wants one (spec §2's route guard).
  staticData: { title: msg`Download the app`, guard: 'open' },
  component: DownloadPage,
});
