import { createFileRoute } from '@tanstack/react-router';

import { SiteLayout } from '@/app/shell/site-layout';

// Header only (spec §2); on a phone the frame page (/game, /lottery, /seamless) draws its own thin
// bar with back and balance in place of the header.
export const Route = createFileRoute('/_framed')({
  component: () => <SiteLayout variant="header-only" framed />,
});
