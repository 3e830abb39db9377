/**
 * The balance in a game's or the lottery's top bar, so the player sees it while playing full
 * screen; a trial session's trial credit, labelled. A balance that could not be loaded says so
 * and is its own retry button (never an endless "…").
 */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';

import { allowRetryNow } from '@/api/api-client';
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
  if (balance.isError && !balance.isFetching && !balance.data) {
    return (
      <button
        type="button"
        className="button button--ghost game-page__balance game-page__balance--failed"
        data-testid="bar-balance-retry"
        aria-label={t`Try loading the balance again`}
        onClick={() => {
          allowRetryNow();
          void balance.refetch();
        }}
      >
        <span className="game-page__balance-text" aria-hidden="true">
          {t({
            message: 'Balance unavailable',
            comment: 'Header: the balance could not be loaded; a retry button is beside it',
          })}
        </span>{' '}
        <span aria-hidden="true">↻</span>
      </button>
    );
  }
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
