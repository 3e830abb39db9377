/** The member's balance and a formatter for amounts in the platform currency. */
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { intlLocale } from '@/i18n/supported-locales';
import { formatMoney } from '@/lib/money';
import { sessionState } from '@/stores/session-store';

/** Balance query plus `format(amount)`. */
export function useBalance() {
  const { i18n } = useLingui();
  const { token } = useSnapshot(sessionState);
  // Trial sessions read it too: their answer holds only the trial credit (trial-credit.ts).
  const balance = useQuery({ ...walletQueries.balance(token), enabled: token !== null });
  const currency = balance.data?.currency ?? 'PHP';
  const format = (amount: string) => formatMoney(amount, intlLocale(i18n.locale), currency);
  return { balance, format };
}
