/** The personal-centre menu badge of missionLeaderboard: how many missions can be claimed now. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { engagementQueries } from '@/api/engagement/engagement-queries';
import { sessionState } from '@/stores/session-store';

export function MissionBadge() {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const count = useQuery(engagementQueries.missions(token)).data?.claimable ?? 0;
  if (count === 0) return null;
  return <span className="badge" data-testid="mission-badge" aria-label={t`${count} missions to claim`}>{count}</span>;
}
