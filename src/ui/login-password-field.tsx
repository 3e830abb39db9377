/** The login-password confirmation of the passwordCheck relays (redeem, convert, binding a contact). */
import { useLingui } from '@lingui/react/macro';

import { Field } from '@/ui/field';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

export function LoginPasswordField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  return (
    <Field
      label={t`Login password`}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** The message under an empty password field. */
export function usePasswordRequired() {
  const { t } = useLingui();
  return (password: string) => (password ? null : t`Enter your login password to confirm.`);
}
