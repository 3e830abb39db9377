/** The 6-digit payment password input shared by the bank-card and withdraw forms. */
import { useLingui } from '@lingui/react/macro';
import type { FocusEvent } from 'react';

import { Field } from '@/ui/field';

interface PaymentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  /** Judges the value when the user leaves the field (`useForm`'s field binding). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  label?: string;
  name?: string;
}

export function PaymentPasswordField({
  value,
  onChange,
  error,
  label,
  name = 'paymentPassword',
  onBlur,
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
      onBlur={onBlur}
      error={error}
    />
  );
}
