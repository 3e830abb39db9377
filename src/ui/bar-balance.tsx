/** The balance in a game's or the lottery's top bar, so the player sees it while playing full screen; a trial session's trial credit, labelled. */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';

import { useBalance } from '@/hooks/use-balance';
import { trialCreditOf } from '@/lib/trial-credit';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { uiState } from '@/stores/ui-store';

export function BarBalance() {
  const { t } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  const { isBalanceHidden } = useSnapshot(uiState);
  const { balance, format } = useBalance();
  if (!token) return null;
  if (isTrialSession(info)) {
    const credit = trialCreditOf(balance.data);
    if (!credit) return null;
    const label = t({ message: 'Trial credit', comment: 'Play credit of a free-trial account; not money' });
    return (
      <span className="game-page__balance" data-testid="bar-trial-credit" aria-live="polite">
        {label}: {isBalanceHidden ? '***' : format(credit)}
      </span>
    );
  }
  const text = !balance.data ? '…' : isBalanceHidden ? '***' : format(balance.data.sumBalance);
  return (
    <span className="game-page__balance" data-testid="bar-balance" aria-live="polite">
      <span className="visually-hidden">{t`Balance`}: </span>
      {text}
    </span>
  );
}
