/**
 * Offer a contract of one kind to a direct downline agent: rate (up to the agent's own, or the
 * operator's ceiling for a top agent), conditions and period type, confirmed with the payment
 * password and, when one is bound, an authenticator code (an offer commits the house's money). An
 * offer above the operator's approval threshold waits for the operator; the form says so first.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

import type { ContractKind, PeriodType } from '#contract/agent-schemas.ts';

import { useMoneyOutCode, type MoneyOutCode } from '@/hooks/use-money-out-code';
import { checkPaymentPassword, paymentPasswordMessage } from '@/lib/payment-password';
import { Field } from '@/ui/field';
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

interface Props {
  kind: ContractKind;
  maxRate: string | null;
  /** Offers above this rate wait for the operator's approval (null: none do). */
  approvalAbove: string | null;
  isBusy: boolean;
  /** Sends the offer with the code's part of the body; `onSent` runs once the platform accepted it. */
  onOffer: (values: OfferValues, code: ReturnType<MoneyOutCode['body']>, onSent: () => void) => void;
}

export function ContractOfferForm({ kind, maxRate, approvalAbove, isBusy, onOffer }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fixed = FIXED[kind];
  const [values, setValues] = useState<OfferValues>({
    username: '',
    rate: '',
    minActiveMembers: '1',
    minValidBet: '0',
    periodType: fixed ?? 'W',
    paymentPassword: '',
  });
  const code = useMoneyOutCode('bound');
  const [errors, setErrors] = useState<Partial<Record<keyof OfferValues | 'authenticatorCode', string | null>>>({});
  const set = (key: keyof OfferValues) => (value: string) => setValues((prev) => ({ ...prev, [key]: value }));

  const paymentPasswordProblem = (value: string) => {
    const problem = checkPaymentPassword(value);
    return problem ? paymentPasswordMessage(i18n, problem) : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const rate = Number(values.rate);
    const found = {
      username: values.username.trim() ? null : t`Enter the downline agent's username.`,
      rate:
        /^\d{1,3}(\.\d{1,2})?$/.test(values.rate.trim()) &&
        rate > 0 &&
        rate <= 100 &&
        (maxRate === null || rate <= Number(maxRate))
          ? null
          : maxRate === null
            ? t`Enter a rate above 0 and at most 100 %.`
            : t({ message: `Enter a rate above 0 and at most ${maxRate} %.`, comment: 'maxRate: a percentage number' }),
      minActiveMembers: /^\d{1,6}$/.test(values.minActiveMembers.trim()) ? null : t`Enter a whole number.`,
      minValidBet: /^\d{1,13}(\.\d{1,2})?$/.test(values.minValidBet.trim())
        ? null
        : t`Enter an amount with at most two decimals.`,
      paymentPassword: paymentPasswordProblem(values.paymentPassword),
      authenticatorCode: code.problem(),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onOffer(values, code.body(), () => {
      setValues((prev) => ({ ...prev, username: '', rate: '', paymentPassword: '' }));
      code.reset();
    });
  };

  return (
    <form className="auth-form contract-offer" onSubmit={onSubmit} noValidate data-testid="contract-offer-form">
      <Field
        label={t`Downline agent`}
        name="username"
        autoComplete="off"
        value={values.username}
        onChange={set('username')}
        error={errors.username}
      />
      <Field
        label={t`Rate (%)`}
        name="rate"
        inputMode="decimal"
        autoComplete="off"
        value={values.rate}
        onChange={set('rate')}
        error={errors.rate}
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
      <Field
        label={t`Active members at least`}
        name="minActiveMembers"
        inputMode="numeric"
        value={values.minActiveMembers}
        onChange={set('minActiveMembers')}
        error={errors.minActiveMembers}
      />
      <Field
        label={t`Valid bets at least`}
        name="minValidBet"
        inputMode="decimal"
        value={values.minValidBet}
        onChange={set('minValidBet')}
        error={errors.minValidBet}
      />
      <div className="field">
        <label htmlFor={`${id}-period`}>{t`Period`}</label>
        <select
          id={`${id}-period`}
          name="periodType"
          value={values.periodType}
          disabled={fixed !== undefined}
          onChange={(e) =>
            setValues((prev) => ({
              ...prev,
              periodType: DIVIDEND_PERIODS.find((p) => p === e.target.value) ?? prev.periodType,
            }))
          }
        >
          {(fixed ? [fixed] : DIVIDEND_PERIODS).map((p) => (
            <option key={p} value={p}>
              {i18n._(PERIOD_LABEL[p])}
            </option>
          ))}
        </select>
      </div>
      <PaymentPasswordField
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
        error={errors.paymentPassword}
      />
      <MoneyOutCodeField code={code} error={errors.authenticatorCode} />
      <button type="submit" className="button button--primary" disabled={isBusy}>{t`Offer contract`}</button>
    </form>
  );
}
