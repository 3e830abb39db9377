/** /vip: the levels computed from valid bets, the member's level and progress to the next, and the benefits per level. */
import '@/styles/engagement.css';

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { engagementQueries } from '@/api/engagement/engagement-queries';
import { useBalance } from '@/hooks/use-balance';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { QueryState } from '@/ui/query-state';
import { RecordList } from '@/ui/records/record-list';

export function VipPage() {
  const { t } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  const { format } = useBalance();
  const levels = useQuery(engagementQueries.vipLevels());
  const rank = useQuery({ ...engagementQueries.rank(token), enabled: token !== null && !isTrialSession(info) });
  const me = rank.data;
  return (
    <section className="page vip-page">
      <h1>{t`VIP`}</h1>
      {me && (
        <div className="vip-progress" data-testid="vip-progress" data-level={me.level}>
          <p className="vip-progress__level">{t`Your level: VIP ${me.level}`}</p>
          <p>{t`Valid bets: ${format(me.validStake)}`}</p>
          <progress max={100} value={me.progressPercent} aria-label={t`Progress to the next level`} />
          <p>
            {me.nextLevel === null || me.toNextLevel === null
              ? t`You have reached the top level.`
              : t`${format(me.toNextLevel)} more in valid bets to reach VIP ${me.nextLevel}.`}
          </p>
        </div>
      )}
      <QueryState query={levels}>
        {(data) => (
          <RecordList
            caption={t`Levels and benefits`}
            isCaptionShown
            testId="vip-levels"
            rows={data.levels}
            rowKey={(level) => level.level}
            rowAttributes={(level) => ({
              'data-level': level.level,
              'aria-current': me?.level === level.level ? 'true' : undefined,
            })}
            columns={[
              { key: 'level', label: t`Level`, primary: true, cell: (level) => `VIP ${level.level}` },
              { key: 'validStake', label: t`Valid bets`, align: 'number', cell: (level) => format(level.validStake) },
              { key: 'rebate', label: t`Rebate`, align: 'number', cell: (level) => `${level.rebatePercent}%` },
              { key: 'bonus', label: t`Monthly bonus`, align: 'number', cell: (level) => format(level.monthlyBonus) },
              {
                key: 'withdrawals',
                label: t`Withdrawals per day`,
                align: 'number',
                cell: (level) => level.dailyWithdrawals,
              },
              {
                key: 'service',
                label: t`Dedicated service`,
                cell: (level) => (level.dedicatedService ? t`Yes` : t`No`),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
