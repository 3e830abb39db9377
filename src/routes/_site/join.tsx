import { createFileRoute } from '@tanstack/react-router';

import { JoinPage } from '@/features/content/join-page';

export const Route = createFileRoute('/_site/join')({
  component: JoinPage,
});
