/** The 6-digit payment password input shared by the bank-card and withdraw forms. */
import { useLingui } from '@lingui/react/macro';

import { Field } from '@/ui/field';

interface PaymentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  label?: string;
  name?: string;
}

export function PaymentPasswordField({
  value,
  onChange,
  error,
  label,
  name = 'paymentPassword',
}: PaymentPasswordFieldProps) {
  const { t } = useLingui();
  return (
    <Field
      label={label ?? t`Payment password`}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
