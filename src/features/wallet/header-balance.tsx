/**
 * Header balance: sumBalance, "balance updating" while loading, hide as ***, refresh, deposit link.
 * A balance that could not be loaded says so and its retry shows at every width, a thumb's size
 * (on a phone the refresh is otherwise hidden); the query asks again by itself when the connection
 * or the page comes back (`walletQueries.balance`). A trial session sees its trial credit instead,
 * labelled as such (never as money), and the deposit button gives it the real-account warning.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { allowRetryNow } from '@/api/api-client';
import { useBalance } from '@/hooks/use-balance';
import { trialCreditOf } from '@/lib/trial-credit';
import { toggleBalanceHidden, uiState } from '@/stores/ui-store';

export function HeaderBalance({ isTrial }: { isTrial: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { isBalanceHidden } = useSnapshot(uiState);
  const { balance, format } = useBalance();
  // Failed: the last call failed and none is under way (an older amount, if any, still shows).
  const isFailed = balance.isError && !balance.isFetching;
  const state = isFailed ? 'failed' : balance.isFetching || !balance.data ? 'loading' : 'ok';
  const text =
    isFailed && !balance.data
      ? t({
          message: 'Balance unavailable',
          comment: 'Header: the balance could not be loaded; a retry button is beside it',
        })
      : state === 'loading' || !balance.data
        ? t`Balance updating…`
        : isBalanceHidden
          ? '***'
          : format(balance.data.sumBalance);
  const credit = trialCreditOf(balance.data);
  const creditText = balance.isFetching || !credit ? t`Balance updating…` : isBalanceHidden ? '***' : format(credit);
  return (
    <div className="header-balance">
      {!isTrial && (
        <span data-testid="header-balance" data-state={state} aria-live="polite" title={text}>
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
      {/* One button: the refresh of a wide screen, shown at every width as the retry of a failed balance. */}
      <button
        type="button"
        className={isFailed ? 'icon-button header-balance__retry' : 'icon-button header-account--wide'}
        data-testid={isFailed ? 'balance-retry' : undefined}
        onClick={() => {
          // A person's retry reaches the platform even while the path is limited.
          if (isFailed) allowRetryNow();
          void balance.refetch();
        }}
        aria-label={isFailed ? t`Try loading the balance again` : t`Refresh balance`}
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
