/**
 * Mounts the member centre (`?mc=`) and agent centre (`?ac=`) overlays only while their search
 * parameter is set, and loads their code then. Their page tables, schemas and endpoint lists are
 * most of what a first visit would otherwise evaluate before the first screen (issue 14). A centre
 * whose code cannot be downloaded leaves the page as it is and loads at the next chance (issue 31).
 */
import { useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';

import { lazyPart, PartBoundary } from '@/ui/lazy-part';

const MemberCentreOverlay = lazyPart(() =>
  import('./centres/member-centre-overlay').then((m) => m.MemberCentreOverlay),
);
const AgentCentreOverlay = lazyPart(() => import('./centres/agent-centre-overlay').then((m) => m.AgentCentreOverlay));

export function CentreOverlayGate() {
  const search: { mc?: string; ac?: string } = useSearch({ strict: false });
  if (!search.mc && !search.ac) return null;
  return (
    <PartBoundary>
      <Suspense fallback={null}>
        {search.mc && <MemberCentreOverlay />}
        {search.ac && <AgentCentreOverlay />}
      </Suspense>
    </PartBoundary>
  );
}
