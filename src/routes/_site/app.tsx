import { createFileRoute } from '@tanstack/react-router';

import { DownloadPage } from '@/features/install/download-page';

export const Route = createFileRoute('/_site/app')({
  component: DownloadPage,
});
