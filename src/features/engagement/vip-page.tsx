/** /vip: the levels computed from valid bets, the member's level and progress to the next, and the benefits per level. */
import '@/styles/engagement.css';

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { engagementQueries } from '@/api/engagement/engagement-queries';
import { useBalance } from '@/hooks/use-balance';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { QueryState } from '@/ui/query-state';

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
          <table className="points-table vip-table">
            <caption>{t`Levels and benefits`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Level`}</th>
                <th scope="col">{t`Valid bets`}</th>
                <th scope="col">{t`Rebate`}</th>
                <th scope="col">{t`Monthly bonus`}</th>
                <th scope="col">{t`Withdrawals per day`}</th>
                <th scope="col">{t`Dedicated service`}</th>
              </tr>
            </thead>
            <tbody>
              {data.levels.map((level) => (
                <tr key={level.level} aria-current={me?.level === level.level ? 'true' : undefined}>
                  <th scope="row">{`VIP ${level.level}`}</th>
                  <td>{format(level.validStake)}</td>
                  <td>{`${level.rebatePercent}%`}</td>
                  <td>{format(level.monthlyBonus)}</td>
                  <td>{level.dailyWithdrawals}</td>
                  <td>{level.dedicatedService ? t`Yes` : t`No`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
