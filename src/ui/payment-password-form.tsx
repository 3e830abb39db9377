/**
 * Set the payment password (6 digits, confirmed) before bank cards and withdrawals can be used,
 * or change it (`change`: the current one first; my account offers both).
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { useSetPaymentPassword } from '@/api/wallet/wallet-mutations';
import { useDraft } from '@/hooks/use-draft';
import { checkPaymentPassword, paymentPasswordMessage } from '@/lib/payment-password';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { placeServerError } from '@/ui/form/server-errors';

const FORM = 'setPaymentPassword';
const CHANGE_FORM = 'changePaymentPassword';
type Errors = Partial<Record<'oldPaymentPassword' | 'paymentPassword' | 'confirm' | 'form', string | null>>;

export function SetPaymentPasswordForm({ change = false }: { change?: boolean }) {
  const { t, i18n } = useLingui();
  const [values, set] = useDraft(change ? CHANGE_FORM : FORM, {
    oldPaymentPassword: '',
    paymentPassword: '',
    confirm: '',
  });
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSetPaymentPassword();

  const validate = (): Errors => {
    const problem = checkPaymentPassword(values.paymentPassword);
    return {
      oldPaymentPassword:
        change && !/^\d{6}$/.test(values.oldPaymentPassword) ? t`Enter your current 6-digit payment password.` : null,
      paymentPassword: problem ? paymentPasswordMessage(i18n, problem) : null,
      confirm: !values.confirm
        ? t`Enter the payment password again.`
        : values.confirm !== values.paymentPassword
          ? t`The payment passwords do not match.`
          : null,
    };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setDone(false);
    const body = change
      ? { paymentPassword: values.paymentPassword, oldPaymentPassword: values.oldPaymentPassword }
      : { paymentPassword: values.paymentPassword };
    save.mutate(body, {
      onSuccess: () => {
        clearDraft(change ? CHANGE_FORM : FORM);
        setDone(true);
      },
      onError: (error) => {
        const placed = placeServerError(error, { shown: ['paymentPassword'] }, i18n);
        // When changing, a wrong password is the current one.
        setErrors({
          [change && placed.target === 'paymentPassword' ? 'oldPaymentPassword' : placed.target]: placed.message,
        });
      },
    });
  };

  return (
    <form
      className="wallet-form"
      onSubmit={onSubmit}
      noValidate
      data-testid={change ? 'change-payment-password-form' : 'set-payment-password-form'}
    >
      <h3>{change ? t`Change payment password` : t`Set payment password`}</h3>
      {change ? (
        <Field
          label={t`Current payment password`}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          maxLength={6}
          name="oldPaymentPassword"
          value={values.oldPaymentPassword}
          onChange={(v) => set('oldPaymentPassword', v)}
          error={errors.oldPaymentPassword}
        />
      ) : (
        <p>{t`Set a 6-digit payment password first. You need it to add bank cards and to withdraw.`}</p>
      )}
      <Field
        label={change ? t`New payment password` : t`Payment password`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        name="paymentPassword"
        value={values.paymentPassword}
        onChange={(v) => set('paymentPassword', v)}
        error={errors.paymentPassword}
        hint={t`Exactly 6 digits, numbers only.`}
      />
      <Field
        label={t`Confirm payment password`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        name="confirmPaymentPassword"
        value={values.confirm}
        onChange={(v) => set('confirm', v)}
        error={errors.confirm}
      />
      <FormFooter
        error={errors.form}
        success={done && change ? t`Payment password changed.` : null}
        isPending={save.isPending}
        submitLabel={change ? t`Change payment password` : t`Set payment password`}
        pendingLabel={t`Saving…`}
      />
    </form>
  );
}
