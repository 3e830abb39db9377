import { createFileRoute } from '@tanstack/react-router';

import { SiteLayout } from '@/app/shell/site-layout';

// Header only (spec §2) on every screen: /vnlottery is a page of its own, not a frame, so a phone
// keeps the site header (menu, logo, account, category strip) above it.
export const Route = createFileRoute('/_headed')({
  component: () => <SiteLayout variant="header-only" />,
});
