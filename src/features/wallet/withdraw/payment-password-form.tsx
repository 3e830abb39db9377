/** Set the payment password (6 digits, confirmed) before bank cards and withdrawals can be used. */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { setPaymentPassword } from '@/api/wallet/wallet-requests';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useDraft } from '@/hooks/use-draft';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { placeWalletError } from './withdraw-errors';
import { checkPaymentPassword, paymentPasswordMessage } from './withdraw-validation';

const FORM = 'setPaymentPassword';
type Errors = Partial<Record<'paymentPassword' | 'confirm' | 'form', string | null>>;

export function SetPaymentPasswordForm() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [values, set] = useDraft(FORM, { paymentPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const validate = (): Errors => {
    const problem = checkPaymentPassword(values.paymentPassword);
    return {
      paymentPassword: problem ? paymentPasswordMessage(i18n, problem) : null,
      confirm: !values.confirm ? t`Enter the payment password again.` : values.confirm !== values.paymentPassword ? t`The payment passwords do not match.` : null,
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await setPaymentPassword({ paymentPassword: values.paymentPassword });
      clearDraft(FORM);
      await queryClient.invalidateQueries({ queryKey: walletQueries.withdrawSettings().queryKey });
    } catch (error) {
      const placed = placeWalletError(error, ['paymentPassword'], i18n);
      setErrors({ [placed.target]: placed.message });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="wallet-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="set-payment-password-form">
      <h3>{t`Set payment password`}</h3>
      <p>{t`Set a 6-digit payment password first. You need it to add bank cards and to withdraw.`}</p>
      <Field
        label={t`Payment password`}
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
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={isBusy}>
        {isBusy ? t`Saving…` : t`Set payment password`}
      </button>
    </form>
  );
}
