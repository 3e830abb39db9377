/**
 * The authenticator answer, shared by my account's authenticator forms, the withdraw form and the
 * new-IP verification: the 6 digits the app shows now, or, with `recovery`, a recovery code too.
 */
import { useLingui } from '@lingui/react/macro';
import type { FocusEvent } from 'react';

import { Field } from '@/ui/field';

interface AuthenticatorCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  /** Judges the value when the user leaves the field (`useForm`'s field binding). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** A recovery code is accepted as well (letters, so no numeric keypad). */
  recovery?: boolean;
  name?: string;
}

export function AuthenticatorCodeField({
  value,
  onChange,
  error,
  recovery = false,
  name = 'verificationCode',
  onBlur,
}: AuthenticatorCodeFieldProps) {
  const { t } = useLingui();
  return (
    <Field
      label={recovery ? t`Authenticator or recovery code` : t`Authenticator code`}
      name={name}
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={recovery ? 16 : 8}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      hint={
        recovery
          ? t`The 6-digit code your app shows now, or one of your recovery codes.`
          : t`The 6-digit code your app shows now.`
      }
    />
  );
}
