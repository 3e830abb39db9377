/** The member's bank cards and, below the limit, the form to add one. */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import { walletQueries } from '@/api/wallet/wallet-queries';
import { QueryState } from '@/ui/query-state';

import { BankCardForm } from './bank-card-form';
import { canAddBankCard, type WithdrawSettings } from './withdraw-validation';

export function BankCardSection({ settings }: { settings: WithdrawSettings }) {
  const { t } = useLingui();
  const cards = useQuery(walletQueries.bankCards());
  const max = settings.maxBankCards;
  return (
    <section className="wallet-section" aria-labelledby="bank-cards-title">
      <h3 id="bank-cards-title">{t`Bank cards`}</h3>
      <QueryState query={cards}>
        {(list) => (
          <>
            <ul className="bank-card-list" data-testid="bank-card-list">
              {list.map((card) => (
                <li key={card.id} data-card-id={card.id}>
                  <strong>{card.bankName}</strong> <span>{card.accountName}</span>{' '}
                  <span className="bank-card-list__number">{card.maskedNumber}</span>
                </li>
              ))}
            </ul>
            {list.length === 0 && <p className="empty-state">{t`No bank cards yet. Add one to withdraw.`}</p>}
            {canAddBankCard(list.length, settings) ? (
              <BankCardForm />
            ) : (
              <p className="wallet-note" data-testid="bank-card-limit">
                {t({
                  message: `You have reached the bank card limit (${max}).`,
                  comment: 'max: a number of bank cards',
                })}
              </p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
