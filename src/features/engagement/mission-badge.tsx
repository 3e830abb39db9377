/** The personal-centre menu badge of missionLeaderboard: how many missions can be claimed now. */
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { engagementQueries } from '@/api/engagement/engagement-queries';
import { sessionState } from '@/stores/session-store';

export function MissionBadge() {
  // Subscribes to language changes: the label below is translated through the global i18n.
  useLingui();
  const { token } = useSnapshot(sessionState);
  const count = useQuery(engagementQueries.missions(token)).data?.claimable ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="badge"
      data-testid="mission-badge"
      aria-label={t({
        message: plural(count, { one: '# mission to claim', other: '# missions to claim' }),
        comment: 'count: a number of missions whose reward can be collected',
      })}
    >
      {count}
    </span>
  );
}
