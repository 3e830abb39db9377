import { createFileRoute } from '@tanstack/react-router';

import { DownloadPage } from '@/features/install/download-page';

export const Route = createFileRoute('/_site/download')({
  // Open without a session, even where the platform wants one (spec §2's route guard).
  staticData: { guard: 'open' },
  component: DownloadPage,
});
