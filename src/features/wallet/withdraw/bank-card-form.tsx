/**
 * Add a bank card (sent encrypted): bank, account name, account number (8–20 digits), payment
 * password and, when the member turned on "authenticator for withdrawals", a current code (a new
 * payout account is where a stolen session would send the money).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useAddBankCard } from '@/api/wallet/wallet-mutations';
import { useMoneyOutCode } from '@/hooks/use-money-out-code';
import { checkPaymentPassword, paymentPasswordMessage } from '@/lib/payment-password';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { MoneyOutCodeField } from '@/ui/money-out-code-field';
import { PaymentPasswordField } from '@/ui/payment-password-field';

import { accountNumberMessage, checkAccountNumber, normaliseAccountNumber } from './withdraw-validation';

const FORM = 'addBankCard';
const TYPED = ['bankName', 'accountName', 'accountNumber', 'paymentPassword'] as const;
/** The typed fields and the authenticator's code (held by `useMoneyOutCode`). */
const FIELDS = [...TYPED, 'authenticatorCode'] as const;

export function BankCardForm() {
  const { t, i18n } = useLingui();
  const [added, setAdded] = useState<string | null>(null);
  const addCard = useAddBankCard();
  const code = useMoneyOutCode();

  const schema = textFields(TYPED, (typed) => {
    const numberProblem = checkAccountNumber(typed.accountNumber);
    const passwordProblem = checkPaymentPassword(typed.paymentPassword);
    return {
      bankName: typed.bankName.trim() ? null : t`Enter the bank name.`,
      accountName: typed.accountName.trim() ? null : t`Enter the account holder's name.`,
      accountNumber: numberProblem ? accountNumberMessage(i18n, numberProblem) : null,
      paymentPassword: passwordProblem ? paymentPasswordMessage(i18n, passwordProblem) : null,
      authenticatorCode: code.problem(),
    };
  });
  const form = useForm({
    schema,
    initial: { bankName: '', accountName: '', accountNumber: '', paymentPassword: '' },
    draft: FORM,
    isPending: addCard.isPending,
    placement: { shown: FIELDS },
    onSubmit: (typed) => {
      setAdded(null);
      const body = {
        bankName: typed.bankName.trim(),
        accountName: typed.accountName.trim(),
        accountNumber: normaliseAccountNumber(typed.accountNumber),
        paymentPassword: typed.paymentPassword,
        ...code.body(),
      };
      addCard.mutate(body, {
        onSuccess: (card) => {
          form.reset();
          code.reset();
          setAdded(t`Bank card ${card.maskedNumber} added.`);
        },
        onError: form.fail,
      });
    },
  });

  return (
    <form className="wallet-form" onSubmit={form.onSubmit} noValidate data-testid="bank-card-form">
      <h4>{t`Add bank card`}</h4>
      <Field label={t`Bank name`} autoComplete="off" maxLength={100} {...form.field('bankName')} />
      <Field label={t`Account name`} autoComplete="name" maxLength={100} {...form.field('accountName')} />
      <Field
        label={t`Account number`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        {...form.field('accountNumber')}
        hint={t`8 to 20 digits.`}
      />
      <PaymentPasswordField {...form.field('paymentPassword')} />
      <MoneyOutCodeField code={code} error={form.errors.authenticatorCode} />
      <FormFooter
        error={form.formError}
        success={added}
        successTestId="bank-card-added"
        isPending={addCard.isPending}
        submitLabel={t`Add bank card`}
        pendingLabel={t`Saving…`}
      />
    </form>
  );
}
