/**
 * Request a withdrawal: card, amount (checked against the limits and the main wallet's available
 * balance), payment password and, when the member turned it on, a current authenticator code
 *. Sent once per action with an idempotency key; typed values survive any error and
 * are cleared only on success, which shows the created request. The code is never drafted. While a
 * bonus is not wagered yet the form says how much is left (the platform refuses until it is).
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import type { Withdrawal } from '#contract/wallet-schemas.ts';

import { rewardQueries } from '@/api/rewards/reward-queries';
import { useRequestWithdrawal } from '@/api/wallet/wallet-mutations';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useBalance } from '@/hooks/use-balance';
import { amountMessage } from '@/lib/amount-messages';
import { authenticatorCodeMessage, checkAuthenticatorCode, normaliseAuthenticatorCode } from '@/lib/authenticator-code';
import { checkAmount } from '@/lib/money';
import { checkPaymentPassword, paymentPasswordMessage } from '@/lib/payment-password';
import { AuthenticatorCodeField } from '@/ui/authenticator-code-field';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { PaymentPasswordField } from '@/ui/payment-password-field';
import { QueryState } from '@/ui/query-state';

import { chosenCardId, withdrawalsLeft, type WithdrawSettings } from './withdraw-validation';
import { WITHDRAW_STATE_LABELS } from './withdrawal-state';

const FORM = 'withdraw';
const FIELDS = ['bankCardId', 'amount', 'paymentPassword', 'authenticatorCode'] as const;

export function WithdrawForm({ settings }: { settings: WithdrawSettings }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const cards = useQuery(walletQueries.bankCards());
  const { balance, format } = useBalance();
  // A platform without the wagering call simply shows no note (the refusal still explains).
  const wagering = useQuery({ ...rewardQueries.wagering(), retry: false });
  const toWager = wagering.data && wagering.data.remaining !== '0.00' ? format(wagering.data.remaining) : null;
  const withdraw = useRequestWithdrawal();
  const [created, setCreated] = useState<Withdrawal | null>(null);

  const main = balance.data?.balance.find((wallet) => wallet.accountName === 'MAIN');
  const limits = { min: format(settings.minAmount), max: format(settings.maxAmount) };
  const left = withdrawalsLeft(settings);
  const daily = settings.dailyCount;
  const amountLimits = { min: settings.minAmount, max: settings.maxAmount, balance: main?.availBalance };
  const cardOf = (typed: string) => chosenCardId(typed, cards.data ?? []);

  const schema = textFields(FIELDS, (typed) => {
    const amount = checkAmount(typed.amount, amountLimits);
    const passwordProblem = checkPaymentPassword(typed.paymentPassword);
    const codeProblem = settings.authenticatorRequired ? checkAuthenticatorCode(typed.authenticatorCode, false) : null;
    return {
      bankCardId: cardOf(typed.bankCardId) ? null : t`Choose the bank card to receive the money.`,
      amount: amount.ok ? null : amountMessage(i18n, amount.problem, limits),
      paymentPassword: passwordProblem ? paymentPasswordMessage(i18n, passwordProblem) : null,
      authenticatorCode: codeProblem ? authenticatorCodeMessage(i18n, codeProblem, false) : null,
    };
  });
  const form = useForm({
    schema,
    initial: { bankCardId: '', amount: '', paymentPassword: '', authenticatorCode: '' },
    draft: FORM,
    // The code is never drafted: it is good for 30 seconds.
    transient: ['authenticatorCode'],
    isPending: withdraw.isPending,
    placement: { formatAmount: format },
    onSubmit: (typed) => {
      const amount = checkAmount(typed.amount, amountLimits);
      if (!amount.ok) return;
      setCreated(null);
      const body = {
        bankCardId: Number(cardOf(typed.bankCardId)),
        amount: amount.amount,
        paymentPassword: typed.paymentPassword,
        ...(settings.authenticatorRequired
          ? { authenticatorCode: normaliseAuthenticatorCode(typed.authenticatorCode) }
          : {}),
      };
      withdraw.mutate(body, {
        onSuccess: (result) => {
          form.reset();
          setCreated(result);
        },
        onError: form.fail,
      });
    },
  });
  const { values, errors } = form;

  return (
    <section className="wallet-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t`Withdraw`}</h3>
      <p className="wallet-facts" data-testid="withdraw-limits">
        {t`Per withdrawal: ${limits.min} to ${limits.max}.`}{' '}
        <span data-testid="withdrawals-left">
          {t({
            message: `Withdrawals left today: ${left} of ${daily}.`,
            comment: 'left, daily: numbers of withdrawals',
          })}
        </span>{' '}
        {main && (
          <span data-testid="withdraw-available">{t`Available in your main wallet: ${format(main.availBalance)}`}</span>
        )}
      </p>
      {toWager && (
        <p className="wallet-note" data-testid="withdraw-wagering">
          {t({
            message: `Bonuses must be wagered before you withdraw: ${toWager} more in valid bets. See your bonus details for your progress.`,
            comment: 'toWager: an amount of money still to bet, not a number of bets',
          })}
        </p>
      )}
      <QueryState query={cards}>
        {(list) => {
          if (list.length === 0) return <p className="wallet-note">{t`Add a bank card before you withdraw.`}</p>;
          const cardId = chosenCardId(values.bankCardId, list);
          return (
            <form className="wallet-form" onSubmit={form.onSubmit} noValidate data-testid="withdraw-form">
              <fieldset className="wallet-choice" aria-describedby={errors.bankCardId ? `${id}-card-error` : undefined}>
                <legend>{t`Receive to`}</legend>
                {list.map((card) => (
                  <label key={card.id} className="wallet-choice__option">
                    <input
                      type="radio"
                      name="bankCardId"
                      value={card.id}
                      checked={String(card.id) === cardId}
                      onChange={() => form.set('bankCardId', String(card.id))}
                    />
                    <span>
                      {card.bankName} · {card.accountName} · {card.maskedNumber}
                    </span>
                  </label>
                ))}
                {errors.bankCardId && (
                  <p id={`${id}-card-error`} className="field__error" role="alert">
                    {errors.bankCardId}
                  </p>
                )}
              </fieldset>
              <Field
                label={t`Amount`}
                inputMode="decimal"
                autoComplete="off"
                {...form.field('amount')}
                hint={t`From ${limits.min} to ${limits.max}.`}
              />
              <PaymentPasswordField {...form.field('paymentPassword')} />
              {settings.authenticatorRequired && <AuthenticatorCodeField {...form.field('authenticatorCode')} />}
              <FormFooter
                error={form.formError}
                isPending={withdraw.isPending}
                submitLabel={t`Withdraw`}
                pendingLabel={t`Sending…`}
              />
            </form>
          );
        }}
      </QueryState>
      {created && (
        <p className="form-success" role="status" data-testid="withdraw-created" data-state={created.state}>
          {t`Withdrawal ${created.reference} of ${format(created.amount)} to ${created.bankCard.maskedNumber} was requested. State: ${i18n._(WITHDRAW_STATE_LABELS[created.state])}.`}
        </p>
      )}
    </section>
  );
}
