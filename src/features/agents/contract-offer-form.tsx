/**
 * Offer a contract of one kind to a direct downline agent: rate (up to the agent's own, or the
 * operator's ceiling for a top agent), conditions and period type, confirmed with the payment
 * password and, when one is bound, an authenticator code (an offer commits the house's money). An
 * offer above the operator's approval threshold waits for the operator; the form says so first.
 */
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import type { ContractKind, PeriodType } from '#contract/agent-schemas.ts';

import { useMoneyOutCode, type MoneyOutCode } from '@/hooks/use-money-out-code';
import { checkPaymentPassword, paymentPasswordMessage } from '@/lib/payment-password';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { MoneyOutCodeField } from '@/ui/money-out-code-field';
import { PaymentPasswordField } from '@/ui/payment-password-field';

import { PERIOD_LABEL } from './contract-labels';

export interface OfferValues {
  username: string;
  rate: string;
  minActiveMembers: string;
  minValidBet: string;
  periodType: PeriodType;
  paymentPassword: string;
}

const FIXED: Partial<Record<ContractKind, PeriodType>> = { DAILY_WAGE: 'D', HOURLY_WAGE: 'H', REALTIME_SALARY: 'H' };
const DIVIDEND_PERIODS: readonly PeriodType[] = ['D', 'W', 'M'];
const TYPED = ['username', 'rate', 'minActiveMembers', 'minValidBet', 'periodType', 'paymentPassword'] as const;
/** The typed fields and the authenticator's code (held by `useMoneyOutCode`). */
const FIELDS = [...TYPED, 'authenticatorCode'] as const;

interface Props {
  kind: ContractKind;
  maxRate: string | null;
  /** Offers above this rate wait for the operator's approval (null: none do). */
  approvalAbove: string | null;
  isBusy: boolean;
  /**
   * Sends the offer with the code's part of the body; `onSent` runs once the platform accepted it,
   * `onRefused` with the refusal, which the form places under its field.
   */
  onOffer: (
    values: OfferValues,
    code: ReturnType<MoneyOutCode['body']>,
    callbacks: { onSent: () => void; onRefused: (error: unknown) => void },
  ) => void;
}

export function ContractOfferForm({ kind, maxRate, approvalAbove, isBusy, onOffer }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fixed = FIXED[kind];
  const code = useMoneyOutCode('bound');

  const schema = textFields(TYPED, (typed) => {
    const rate = Number(typed.rate);
    const passwordProblem = checkPaymentPassword(typed.paymentPassword);
    return {
      username: typed.username.trim() ? null : t`Enter the downline agent's username.`,
      rate:
        /^\d{1,3}(\.\d{1,2})?$/.test(typed.rate.trim()) &&
        rate > 0 &&
        rate <= 100 &&
        (maxRate === null || rate <= Number(maxRate))
          ? null
          : maxRate === null
            ? t`Enter a rate above 0 and at most 100 %.`
            : t({ message: `Enter a rate above 0 and at most ${maxRate} %.`, comment: 'maxRate: a percentage number' }),
      minActiveMembers: /^\d{1,6}$/.test(typed.minActiveMembers.trim()) ? null : t`Enter a whole number.`,
      minValidBet: /^\d{1,13}(\.\d{1,2})?$/.test(typed.minValidBet.trim())
        ? null
        : t`Enter an amount with at most two decimals.`,
      paymentPassword: passwordProblem ? paymentPasswordMessage(i18n, passwordProblem) : null,
      authenticatorCode: code.problem(),
    };
  });
  const form = useForm({
    schema,
    initial: {
      username: '',
      rate: '',
      minActiveMembers: '1',
      minValidBet: '0',
      periodType: fixed ?? 'W',
      paymentPassword: '',
    },
    // The next offer often has the same terms: only the agent, the rate and the password go.
    keptOnReset: ['minActiveMembers', 'minValidBet', 'periodType'],
    isPending: isBusy,
    placement: { shown: FIELDS },
    onSubmit: (typed) => {
      const periodType = (fixed ? [fixed] : DIVIDEND_PERIODS).find((p) => p === typed.periodType) ?? fixed ?? 'W';
      onOffer({ ...typed, periodType }, code.body(), {
        onSent: () => {
          form.reset();
          code.reset();
        },
        onRefused: form.fail,
      });
    },
  });
  const { values } = form;

  return (
    <form className="auth-form contract-offer" onSubmit={form.onSubmit} noValidate data-testid="contract-offer-form">
      <Field label={t`Downline agent`} autoComplete="off" {...form.field('username')} />
      <Field
        label={t`Rate (%)`}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('rate')}
        hint={
          maxRate === null ? null : t({ message: `At most ${maxRate} %.`, comment: 'maxRate: a percentage number' })
        }
      />
      {approvalAbove !== null && (
        <p className="wallet-note" data-testid="contract-approval-note">
          {t({
            message: `Offers above ${approvalAbove} % wait for the operator's approval.`,
            comment: 'approvalAbove: a percentage number',
          })}
        </p>
      )}
      <Field label={t`Active members at least`} inputMode="numeric" {...form.field('minActiveMembers')} />
      <Field label={t`Valid bets at least`} inputMode="decimal" {...form.field('minValidBet')} />
      <div className="field">
        <label htmlFor={`${id}-period`}>{t`Period`}</label>
        <select
          id={`${id}-period`}
          name="periodType"
          value={values.periodType}
          disabled={fixed !== undefined}
          onChange={(e) => form.set('periodType', e.target.value)}
        >
          {(fixed ? [fixed] : DIVIDEND_PERIODS).map((p) => (
            <option key={p} value={p}>
              {i18n._(PERIOD_LABEL[p])}
            </option>
          ))}
        </select>
      </div>
      <PaymentPasswordField {...form.field('paymentPassword')} />
      <MoneyOutCodeField code={code} error={form.errors.authenticatorCode} />
      <FormFooter error={form.formError} isPending={isBusy} submitLabel={t`Offer contract`} isBlock={false} />
    </form>
  );
}
