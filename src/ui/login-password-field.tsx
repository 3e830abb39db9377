/** The login-password confirmation of the passwordCheck relays (redeem, convert, binding a contact). */
import { useLingui } from '@lingui/react/macro';
import type { FocusEvent } from 'react';

import { Field } from '@/ui/field';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  name?: string;
  /** Judges the value when the user leaves the field (`useForm`'s field binding). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export function LoginPasswordField({ value, onChange, error, name = 'password', onBlur }: Props) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Login password`}
      type="password"
      autoComplete="current-password"
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}

/** The message under an empty password field. */
export function usePasswordRequired() {
  const { t } = useLingui();
  return (password: string) => (password ? null : t`Enter your login password to confirm.`);
}
