/** The rewards: points and amount requirements, available quantity and units; redeem opens the dialog. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { PointReward } from '#contract/point-schemas.ts';

import { pointQueries } from '@/api/points/point-queries';
import { useBalance } from '@/hooks/use-balance';
import { intlLocale } from '@/i18n/supported-locales';
import { toMinor } from '@/lib/money';
import { QueryState } from '@/ui/query-state';

import { RedeemDialog } from './redeem-dialog';

interface Props {
  pointBalance: number;
  onRedeemed: () => void;
}

export function RewardList({ pointBalance, onRedeemed }: Props) {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  const rewards = useQuery(pointQueries.rewards(i18n.locale));
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const points = new Intl.NumberFormat(intlLocale(i18n.locale));
  return (
    <QueryState query={rewards} isEmpty={(d) => d.list.length === 0} emptyText={t`There are no rewards right now.`}>
      {(data) => (
        <>
          <ul className="reward-grid">
            {data.list.map((reward) => {
              const stakeShort = toMinor(data.validStake) < toMinor(reward.amountRequirement);
              const reason =
                reward.availableQuantity === 0
                  ? t`Sold out`
                  : stakeShort
                    ? t`Your valid bets have not reached the amount requirement yet.`
                    : reward.pointsRequirement > pointBalance
                      ? t`Not enough points yet.`
                      : null;
              return (
                <li key={reward.id} className="reward-card" data-testid="reward-card">
                  <h2>{reward.name}</h2>
                  <p className="reward-card__remark">{reward.remark}</p>
                  <dl className="reward-card__facts">
                    <dt>{t`Points requirement`}</dt>
                    <dd>{points.format(reward.pointsRequirement)}</dd>
                    <dt>{t`Amount requirement`}</dt>
                    <dd>
                      {toMinor(reward.amountRequirement) > 0n
                        ? t`Valid bets of ${format(reward.amountRequirement)}`
                        : t`None`}
                    </dd>
                    <dt>{t`Available`}</dt>
                    <dd>{`${points.format(reward.availableQuantity)} ${reward.units}`}</dd>
                  </dl>
                  {reason && <p className="reward-card__reason">{reason}</p>}
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={reason !== null}
                    onClick={() => setChosen(reward)}
                  >
                    {t`Redeem`}
                  </button>
                </li>
              );
            })}
          </ul>
          {chosen && (
            <RedeemDialog
              reward={chosen}
              pointBalance={pointBalance}
              onClose={() => setChosen(null)}
              onRedeemed={() => {
                setChosen(null);
                onRedeemed();
              }}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
