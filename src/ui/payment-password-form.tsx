/**
 * Set the payment password (6 digits, confirmed) before bank cards and withdrawals can be used,
 * or change it (`change`: the current one first; my account offers both).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useSetPaymentPassword } from '@/api/wallet/wallet-mutations';
import { checkPaymentPassword, paymentPasswordMessage } from '@/lib/payment-password';

import { Field } from './field';
import { FormFooter } from './form-footer';
import { textFields } from './form/form-rules';
import { useForm } from './form/use-form';

const FORM = 'setPaymentPassword';
const CHANGE_FORM = 'changePaymentPassword';

export function SetPaymentPasswordForm({ change = false }: { change?: boolean }) {
  const { t, i18n } = useLingui();
  const [done, setDone] = useState(false);
  const save = useSetPaymentPassword();

  const schema = textFields(['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'], (typed) => {
    const problem = checkPaymentPassword(typed.paymentPassword);
    return {
      oldPaymentPassword:
        change && !/^\d{6}$/.test(typed.oldPaymentPassword) ? t`Enter your current 6-digit payment password.` : null,
      paymentPassword: problem ? paymentPasswordMessage(i18n, problem) : null,
      confirmPaymentPassword: !typed.confirmPaymentPassword
        ? t`Enter the payment password again.`
        : typed.confirmPaymentPassword !== typed.paymentPassword
          ? t`The payment passwords do not match.`
          : null,
    };
  });
  const form = useForm({
    schema,
    initial: { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
    draft: change ? CHANGE_FORM : FORM,
    isPending: save.isPending,
    // When changing, a wrong payment password is the current one.
    placement: change ? { aliases: { paymentPassword: 'oldPaymentPassword' } } : undefined,
    onSubmit: (typed) => {
      setDone(false);
      const body = change
        ? { paymentPassword: typed.paymentPassword, oldPaymentPassword: typed.oldPaymentPassword }
        : { paymentPassword: typed.paymentPassword };
      save.mutate(body, {
        onSuccess: () => {
          form.reset();
          setDone(true);
        },
        onError: form.fail,
      });
    },
  });

  return (
    <form
      className="wallet-form"
      onSubmit={form.onSubmit}
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
          {...form.field('oldPaymentPassword')}
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
        {...form.field('paymentPassword')}
        hint={t`Exactly 6 digits, numbers only.`}
      />
      <Field
        label={t`Confirm payment password`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        {...form.field('confirmPaymentPassword')}
      />
      <FormFooter
        error={form.formError}
        success={done && change ? t`Payment password changed.` : null}
        isPending={save.isPending}
        submitLabel={change ? t`Change payment password` : t`Set payment password`}
        pendingLabel={t`Saving…`}
      />
    </form>
  );
}
