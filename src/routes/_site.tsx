import { createFileRoute } from '@tanstack/react-router';

import { SiteLayout } from '@/app/shell/site-layout';

export const Route = createFileRoute('/_site')({
  component: () => <SiteLayout variant="full" />,
});
