/** The member's balance and a formatter for amounts in the platform currency. */
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { formatMoney } from '@/lib/money';

/** Balance query plus `format(amount)`. */
export function useBalance() {
  const { i18n } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  // Trial accounts have no real-money wallet; the platform refuses them (in_need_true_account).
  const balance = useQuery({ ...walletQueries.balance(token), enabled: token !== null && !isTrialSession(info) });
  const currency = balance.data?.currency ?? 'PHP';
  const format = (amount: string) => formatMoney(amount, i18n.locale, currency);
  return { balance, format };
}
