import { createFileRoute } from '@tanstack/react-router';

import { HelpPage } from '@/features/support/help-page';

export const Route = createFileRoute('/_site/help')({
  component: HelpPage,
});
