/**
 * Reward centre (rewardCenter): rewards the operator granted, claimable ones first. A claim is a
 * money action (idempotency key, one at a time, refused offline); the amount lands in the main wallet.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Reward } from '#contract/reward-schemas.ts';

import { useClaimReward } from '@/api/rewards/reward-mutations';
import { rewardQueries } from '@/api/rewards/reward-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { FormError } from '@/ui/form-error';
import { QueryState } from '@/ui/query-state';

function RewardStateText({ reward }: { reward: Reward }) {
  const { t } = useLingui();
  if (reward.state === 'CLAIMED') {
    const when = reward.claimedAt === null ? '' : formatDateTime(reward.claimedAt);
    return (
      <span className="reward-card__meta">
        {t({ message: `Claimed ${when}`, comment: 'when: a date and time the reward was collected' })}
      </span>
    );
  }
  if (reward.state === 'EXPIRED') return <span className="reward-card__meta">{t`Expired`}</span>;
  if (reward.expiresAt === null) return <span className="reward-card__meta">{t`No expiry`}</span>;
  const until = formatDateTime(reward.expiresAt);
  return (
    <span className="reward-card__meta">
      {t({
        message: `Claim before ${until}`,
        comment: 'until: a date and time. Claim: collect a reward (not a legal claim)',
      })}
    </span>
  );
}

export function RewardCenterPage() {
  const { t } = useLingui();
  const { format } = useBalance();
  const rewards = useQuery(rewardQueries.list());
  const action = useClaimReward();
  const [done, setDone] = useState<string | null>(null);

  const claim = (reward: Reward) => {
    setDone(null);
    action.mutate(reward.id, {
      onSuccess: (result) => {
        const amount = format(result.reward.amount);
        setDone(t({ message: `${amount} was added to your main wallet.`, comment: 'amount: money with its currency' }));
      },
    });
  };

  return (
    <div className="wallet-page" data-testid="reward-center">
      <FormError error={action.error} />
      {done && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      <QueryState query={rewards} isEmpty={(data) => data.list.length === 0} emptyText={t`No rewards yet.`}>
        {(data) => (
          <>
            <p data-testid="claimable-count">{t`Rewards to claim: ${data.claimable}`}</p>
            <ul className="reward-list">
              {data.list.map((reward) => (
                <li
                  key={reward.id}
                  className="reward-card"
                  data-testid="reward"
                  data-id={reward.id}
                  data-state={reward.state}
                >
                  <div>
                    <strong>{reward.title}</strong>
                    <br />
                    <RewardStateText reward={reward} />
                  </div>
                  <span className="reward-card__amount">{format(reward.amount)}</span>
                  {reward.state === 'CLAIMABLE' && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={action.isPending}
                      onClick={() => claim(reward)}
                      data-testid="claim-reward"
                    >
                      {t({
                        message: 'Claim',
                        comment: 'Button: collect a reward now (not a legal claim; not redeem points)',
                      })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </div>
  );
}
