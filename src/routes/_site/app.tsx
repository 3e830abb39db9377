import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { DownloadPage } from '@/features/install/download-page';

export const Route = createFileRoute('/_site/app')({
  staticData: { title: msg`Download the app` },
  component: DownloadPage,
});
