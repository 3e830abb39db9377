/** Offer a contract of one kind to a direct downline agent: rate (up to the agent's own), conditions and period type. */
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

import type { ContractKind, PeriodType } from '#contract/agent-schemas.ts';

import { Field } from '@/ui/field';

import { PERIOD_LABEL } from './contract-labels';

export interface OfferValues {
  username: string;
  rate: string;
  minActiveMembers: string;
  minValidBet: string;
  periodType: PeriodType;
}

const FIXED: Partial<Record<ContractKind, PeriodType>> = { DAILY_WAGE: 'D', HOURLY_WAGE: 'H', REALTIME_SALARY: 'H' };
const DIVIDEND_PERIODS: readonly PeriodType[] = ['D', 'W', 'M'];

interface Props {
  kind: ContractKind;
  maxRate: string | null;
  isBusy: boolean;
  /** Sends the offer; `onSent` runs once the platform accepted it. */
  onOffer: (values: OfferValues, onSent: () => void) => void;
}

export function ContractOfferForm({ kind, maxRate, isBusy, onOffer }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fixed = FIXED[kind];
  const [values, setValues] = useState<OfferValues>({
    username: '',
    rate: '',
    minActiveMembers: '1',
    minValidBet: '0',
    periodType: fixed ?? 'W',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof OfferValues, string | null>>>({});
  const set = (key: keyof OfferValues) => (value: string) => setValues((prev) => ({ ...prev, [key]: value }));

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
            : t`Enter a rate above 0 and at most ${maxRate} %.`,
      minActiveMembers: /^\d{1,6}$/.test(values.minActiveMembers.trim()) ? null : t`Enter a whole number.`,
      minValidBet: /^\d{1,13}(\.\d{1,2})?$/.test(values.minValidBet.trim())
        ? null
        : t`Enter an amount with at most two decimals.`,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onOffer(values, () => setValues((prev) => ({ ...prev, username: '', rate: '' })));
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
        hint={maxRate === null ? null : t`At most your own rate: ${maxRate} %`}
      />
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
      <button type="submit" className="button button--primary" disabled={isBusy}>{t`Offer contract`}</button>
    </form>
  );
}
