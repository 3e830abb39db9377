/**
 * Bonus wagering in bonus details: while a bonus is not wagered yet, how much of the
 * requirement the member's valid bets have covered, and what is left before a withdrawal. Nothing
 * is shown when nothing is outstanding, or on a platform without the call.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import { rewardQueries } from '@/api/rewards/reward-queries';
import { toMinor } from '@/lib/money';

export function WageringProgress({ format }: { format: (amount: string) => string }) {
  const { t } = useLingui();
  const { data } = useQuery({ ...rewardQueries.wagering(), retry: false });
  if (!data || data.remaining === '0.00') return null;
  const wagered = format(data.wagered);
  const requirement = format(data.requirement);
  const remaining = format(data.remaining);
  return (
    <div className="wagering-progress" data-testid="bonus-wagering">
      <p>
        <strong>{t`Bonus wagering`}</strong>:{' '}
        {t({ message: `wagered ${wagered} of ${requirement}`, comment: 'wagered, requirement: amounts of money' })}
      </p>
      {/* Whole centavos fit a JavaScript number for any amount a bonus can have. */}
      <progress
        max={Number(toMinor(data.requirement))}
        value={Number(toMinor(data.wagered))}
        aria-label={t`Bonus wagering progress`}
      />
      <p>
        {t({
          message: `${remaining} more in valid bets before you can withdraw.`,
          comment: 'remaining: an amount of money still to bet, not a number of bets',
        })}
      </p>
    </div>
  );
}
