/**
 * A game's jackpot as a ticker: counts up to the amount the platform reports (in minor units, as
 * bigint: never a float) and stops there, so it never shows more than the platform said.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { fromMinor, toMinor } from '@/lib/money';

const STEPS = 20;
const STEP_MS = 60;

export function JackpotTicker({ amount, format }: { amount: string; format: (money: string) => string }) {
  const { t } = useLingui();
  const target = toMinor(amount);
  const [shown, setShown] = useState(() => (target * 9n) / 10n);
  useEffect(() => {
    const start = (target * 9n) / 10n;
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setShown(step >= STEPS ? target : start + ((target - start) * BigInt(step)) / BigInt(STEPS));
      if (step >= STEPS) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [target]);
  return (
    <span className="jackpot-ticker" data-testid="jackpot" data-amount={amount}>
      <span className="jackpot-ticker__label">{t`Jackpot`}</span>{' '}
      <span aria-hidden="true">{format(fromMinor(shown))}</span>
      <span className="visually-hidden">{format(amount)}</span>
    </span>
  );
}
