/** The balance in a game's or the lottery's top bar (members only), so the player sees it while playing full screen. */
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { uiState } from '@/stores/ui-store';
import { useBalance } from './use-balance';

export function BarBalance() {
  const { t } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  const { isBalanceHidden } = useSnapshot(uiState);
  const { balance, format } = useBalance();
  if (!token || isTrialSession(info)) return null;
  const text = !balance.data ? '…' : isBalanceHidden ? '***' : format(balance.data.sumBalance);
  return (
    <span className="game-page__balance" data-testid="bar-balance" aria-live="polite">
      <span className="visually-hidden">{t`Balance`}: </span>
      {text}
    </span>
  );
}
