import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '@/features/shell/site-layout';

export const Route = createFileRoute('/_framed')({
  component: () => <SiteLayout variant="header-only" />,
});
