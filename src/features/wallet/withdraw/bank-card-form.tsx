/**
 * Add a bank card (sent encrypted): bank, account name, account number (8–20 digits), payment
 * password and, when the member turned on "authenticator for withdrawals", a current code (a new
 * payout account is where a stolen session would send the money).
 */
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';

import { useAddBankCard } from '@/api/wallet/wallet-mutations';
import { useDraft } from '@/hooks/use-draft';
import { useMoneyOutCode } from '@/hooks/use-money-out-code';
import { checkPaymentPassword, paymentPasswordMessage } from '@/lib/payment-password';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { placeServerError } from '@/ui/form/server-errors';
import { MoneyOutCodeField } from '@/ui/money-out-code-field';
import { PaymentPasswordField } from '@/ui/payment-password-field';

import { accountNumberMessage, checkAccountNumber, normaliseAccountNumber } from './withdraw-validation';

const FORM = 'addBankCard';
const FIELDS = ['bankName', 'accountName', 'accountNumber', 'paymentPassword', 'authenticatorCode'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number] | 'form', string | null>>;

export function BankCardForm() {
  const { t, i18n } = useLingui();
  const [values, set] = useDraft(FORM, { bankName: '', accountName: '', accountNumber: '', paymentPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [added, setAdded] = useState<string | null>(null);
  const addCard = useAddBankCard();
  const code = useMoneyOutCode();

  const validate = (): Errors => {
    const numberProblem = checkAccountNumber(values.accountNumber);
    const passwordProblem = checkPaymentPassword(values.paymentPassword);
    return {
      bankName: values.bankName.trim() ? null : t`Enter the bank name.`,
      accountName: values.accountName.trim() ? null : t`Enter the account holder's name.`,
      accountNumber: numberProblem ? accountNumberMessage(i18n, numberProblem) : null,
      paymentPassword: passwordProblem ? paymentPasswordMessage(i18n, passwordProblem) : null,
      authenticatorCode: code.problem(),
    };
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (addCard.isPending) return;
    const found = validate();
    setErrors(found);
    setAdded(null);
    if (Object.values(found).some(Boolean)) return;
    const body = {
      bankName: values.bankName.trim(),
      accountName: values.accountName.trim(),
      accountNumber: normaliseAccountNumber(values.accountNumber),
      paymentPassword: values.paymentPassword,
      ...code.body(),
    };
    addCard.mutate(body, {
      onSuccess: (card) => {
        clearDraft(FORM);
        code.reset();
        setAdded(t`Bank card ${card.maskedNumber} added.`);
      },
      onError: (error) => {
        const placed = placeServerError(error, { shown: FIELDS }, i18n);
        setErrors({ [placed.target]: placed.message });
      },
    });
  };

  return (
    <form className="wallet-form" onSubmit={onSubmit} noValidate data-testid="bank-card-form">
      <h4>{t`Add bank card`}</h4>
      <Field
        label={t`Bank name`}
        name="bankName"
        autoComplete="off"
        maxLength={100}
        value={values.bankName}
        onChange={(v) => set('bankName', v)}
        error={errors.bankName}
      />
      <Field
        label={t`Account name`}
        name="accountName"
        autoComplete="name"
        maxLength={100}
        value={values.accountName}
        onChange={(v) => set('accountName', v)}
        error={errors.accountName}
      />
      <Field
        label={t`Account number`}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        value={values.accountNumber}
        onChange={(v) => set('accountNumber', v)}
        error={errors.accountNumber}
        hint={t`8 to 20 digits.`}
      />
      <PaymentPasswordField
        value={values.paymentPassword}
        onChange={(v) => set('paymentPassword', v)}
        error={errors.paymentPassword}
      />
      <MoneyOutCodeField code={code} error={errors.authenticatorCode} />
      <FormFooter
        error={errors.form}
        success={added}
        successTestId="bank-card-added"
        isPending={addCard.isPending}
        submitLabel={t`Add bank card`}
        pendingLabel={t`Saving…`}
      />
    </form>
  );
}
