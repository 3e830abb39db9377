/**
 * Mounts the member centre (`?mc=`) and agent centre (`?ac=`) overlays only while their search
 * parameter is set, and loads their code then. Their page tables, schemas and endpoint lists are
 * most of what a first visit would otherwise evaluate before the first screen (issue 14).
 */
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const MemberCentreOverlay = lazy(() =>
  import('./member-centre/member-centre-overlay').then((m) => ({ default: m.MemberCentreOverlay })),
);
const AgentCentreOverlay = lazy(() =>
  import('@/features/agents/agent-centre-overlay').then((m) => ({ default: m.AgentCentreOverlay })),
);

export function CentreOverlayGate() {
  const search: { mc?: string; ac?: string } = useSearch({ strict: false });
  if (!search.mc && !search.ac) return null;
  return (
    <Suspense fallback={null}>
      {search.mc && <MemberCentreOverlay />}
      {search.ac && <AgentCentreOverlay />}
    </Suspense>
  );
}
