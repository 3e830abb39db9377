/**
 * Header balance: sumBalance, "balance updating" while loading, hide as ***, refresh, deposit link.
 * A trial session sees its trial credit instead, labelled as such (never as money), and the
 * deposit button gives it the real-account warning.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { useBalance } from '@/hooks/use-balance';
import { trialCreditOf } from '@/lib/trial-credit';
import { toggleBalanceHidden, uiState } from '@/stores/ui-store';

export function HeaderBalance({ isTrial }: { isTrial: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { isBalanceHidden } = useSnapshot(uiState);
  const { balance, format } = useBalance();
  const text =
    balance.isFetching || !balance.data
      ? t`Balance updating…`
      : isBalanceHidden
        ? '***'
        : format(balance.data.sumBalance);
  const credit = trialCreditOf(balance.data);
  const creditText = balance.isFetching || !credit ? t`Balance updating…` : isBalanceHidden ? '***' : format(credit);
  return (
    <div className="header-balance">
      {!isTrial && (
        <span data-testid="header-balance" aria-live="polite">
          {text}
        </span>
      )}
      {/* A platform that lists no trial credit (or refuses the call) shows none. */}
      {isTrial && !balance.isError && (credit !== null || !balance.data) && (
        <span className="header-balance__trial" data-testid="header-trial-credit" aria-live="polite">
          <span className="header-balance__trial-label">
            {t({ message: 'Trial credit', comment: 'Play credit of a free-trial account; not money' })}
          </span>{' '}
          <span data-testid="trial-credit-amount">{creditText}</span>
        </span>
      )}
      <button
        type="button"
        className="icon-button header-account--wide"
        onClick={toggleBalanceHidden}
        aria-pressed={isBalanceHidden}
        aria-label={isBalanceHidden ? t`Show balance` : t`Hide balance`}
      >
        {isBalanceHidden ? '◉' : '◎'}
      </button>
      <button
        type="button"
        className="icon-button header-account--wide"
        onClick={() => void balance.refetch()}
        aria-label={t`Refresh balance`}
        disabled={balance.isFetching}
      >
        ↻
      </button>
      <button
        type="button"
        className="button button--primary header-balance__deposit"
        onClick={() =>
          void navigate({
            to: '.',
            search: (prev) => (isTrial ? { ...prev, modal: 'trial' } : { ...prev, mc: 'depositv2' }),
          })
        }
      >
        {/* On a phone only the plus shows (the words stay for screen readers); from 768 px the words show. */}
        <span className="header-balance__plus" aria-hidden="true">
          +
        </span>
        <span className="header-balance__label">{t`Deposit`}</span>
      </button>
    </div>
  );
}
