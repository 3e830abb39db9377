import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { JoinPage } from '@/features/content/join-page';

export const Route = createFileRoute('/_site/join')({
  staticData: { title: msg`Join us` },
  component: JoinPage,
});
