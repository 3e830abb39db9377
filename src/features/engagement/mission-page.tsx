/** Personal centre → Mission activity: today's missions with progress from bets, claiming (once each), and the weekly leaderboard. */
import '@/styles/engagement.css';

import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import type { Mission } from '#contract/engagement-schemas.ts';

import { useClaimMission } from '@/api/engagement/engagement-mutations';
import { engagementQueries } from '@/api/engagement/engagement-queries';
import { useBalance } from '@/hooks/use-balance';
import { sessionState } from '@/stores/session-store';
import { isAbsent } from '@/ui/feature-absence';
import { FormError } from '@/ui/form-error';
import { QueryState } from '@/ui/query-state';

/** A mission's title from its own target, so the amount is in the operator's currency format. */
function MissionTitle({ mission, format }: { mission: Mission; format: (amount: string) => string }) {
  const { t } = useLingui();
  if (mission.code.startsWith('BET_')) return <strong>{t`Place ${format(mission.target)} of valid bets today`}</strong>;
  const rounds = Number(mission.target);
  return (
    <strong>
      <Plural
        value={rounds}
        one="Win # round today"
        other="Win # rounds today"
        comment="rounds: a number of game rounds to win"
      />
    </strong>
  );
}

export function MissionPage() {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const { format } = useBalance();
  const missions = useQuery(engagementQueries.missions(token));
  const board = useQuery(engagementQueries.missionLeaderboard());
  const action = useClaimMission();
  const [done, setDone] = useState<string | null>(null);
  const claim = (code: Mission['code']) => {
    setDone(null);
    action.mutate(code, { onSuccess: (result) => setDone(t`${format(result.amount)} was added to your main wallet.`) });
  };
  return (
    <section data-testid="missions">
      <FormError error={action.error} />
      {done && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      <QueryState query={missions}>
        {(data) => (
          <ul className="mission-list">
            {data.list.map((mission) => {
              const isMoney = mission.code.startsWith('BET_');
              return (
                <li key={mission.code} className="mission" data-status={mission.status} data-testid="mission">
                  <MissionTitle mission={mission} format={format} />
                  <span>
                    {isMoney
                      ? `${format(mission.progress)} / ${format(mission.target)}`
                      : `${mission.progress} / ${mission.target}`}
                  </span>
                  <span>{t`Reward ${format(mission.reward)}`}</span>
                  {mission.status === 'CLAIMABLE' ? (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={action.isPending}
                      onClick={() => claim(mission.code)}
                    >{t`Claim`}</button>
                  ) : (
                    <span className="status-tag">{mission.status === 'CLAIMED' ? t`Claimed` : t`In progress`}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {!isAbsent(board) && <h3>{t`This week's leaderboard`}</h3>}
      <QueryState query={board} optional isEmpty={(d) => d.list.length === 0} emptyText={t`No bets this week yet.`}>
        {(data) => (
          <ol className="mission-board">
            {data.list.map((row) => (
              <li key={row.rank}>
                <span>{row.username}</span> <strong>{format(row.validStake)}</strong>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
