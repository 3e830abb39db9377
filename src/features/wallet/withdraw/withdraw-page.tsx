/**
 * Withdraw (personal centre): set a payment password first if there is none; then bank cards and
 * the withdrawal form; always the list of requests with receipt confirmation after payout.
 */
import { useQuery } from '@tanstack/react-query';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { SetPaymentPasswordForm } from '@/ui/payment-password-form';
import { QueryState } from '@/ui/query-state';

import { BankCardSection } from './bank-card-section';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

export function WithdrawPage() {
  const settings = useQuery(walletQueries.withdrawSettings());
  return (
    <div className="wallet-page" data-testid="withdraw-page">
      <QueryState query={settings}>
        {(data) =>
          data.hasPaymentPassword ? (
            <>
              <BankCardSection settings={data} />
              <WithdrawForm settings={data} />
            </>
          ) : (
            <SetPaymentPasswordForm />
          )
        }
      </QueryState>
      <WithdrawalList />
    </div>
  );
}
