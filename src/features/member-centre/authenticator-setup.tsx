/**
 * Setting up the authenticator app: the platform's pending secret as a plain QR code (no logo:
 * nothing may cover a code an app must read) and as text to type, with a copy button; then a code
 * from the app and the login password turn it on. The secret lives in component state only.
 */
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';

import type { AuthenticatorSecret } from '#contract/authenticator-schemas.ts';

import { useConfirmAuthenticator } from '@/api/profile/authenticator-mutations';
import { authenticatorCodeMessage, checkAuthenticatorCode, normaliseAuthenticatorCode } from '@/lib/authenticator-code';
import { AuthenticatorCodeField } from '@/ui/authenticator-code-field';
import { CopyButton } from '@/ui/copy-button';
import { FormFooter } from '@/ui/form-footer';
import { textField } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';
import { QrImage } from '@/ui/qr-image';

const QR_SIZE = 184;
/** About four modules of white around the code: the quiet zone scanners expect, whatever the theme. */
const QR_QUIET_ZONE = 20;

/** The secret in groups of four, easier to read and type (apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface AuthenticatorSetupProps {
  setup: AuthenticatorSecret;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

export function AuthenticatorSetup({ setup, onConfirmed, onCancel }: AuthenticatorSetupProps) {
  const { t, i18n } = useLingui();
  const passwordRequired = usePasswordRequired();
  const confirm = useConfirmAuthenticator();
  const schema = v.object({
    verificationCode: textField((code) => {
      const problem = checkAuthenticatorCode(code, false);
      return problem ? authenticatorCodeMessage(i18n, problem, false) : null;
    }),
    password: textField(passwordRequired),
  });
  // No draft: the code and the password stay in memory only.
  const form = useForm({
    schema,
    initial: { verificationCode: '', password: '' },
    isPending: confirm.isPending,
    onSubmit: (typed) =>
      confirm.mutate(
        { verificationCode: normaliseAuthenticatorCode(typed.verificationCode), password: typed.password },
        {
          onSuccess: ({ recoveryCodes }) => {
            form.reset();
            onConfirmed(recoveryCodes);
          },
          onError: form.fail,
        },
      ),
  });

  return (
    <div className="authenticator-setup" data-testid="authenticator-setup">
      <ol className="authenticator-steps">
        <li>{t`Install an authenticator app on your phone, such as Google Authenticator or Microsoft Authenticator.`}</li>
        <li>{t`In the app, add an account and scan this QR code.`}</li>
      </ol>
      <div className="authenticator-qr">
        <QrImage
          text={setup.uri}
          size={QR_SIZE}
          margin={QR_QUIET_ZONE}
          label={t`QR code for your authenticator app`}
          logo={false}
        />
      </div>
      <p className="wallet-note">{t`Cannot scan? Choose to enter a setup key in the app and type this key:`}</p>
      <p className="authenticator-secret">
        <code data-testid="authenticator-secret">{grouped(setup.secret)}</code>
        <CopyButton
          text={setup.secret}
          label={t`Copy the setup key`}
          failedText={t`Copy failed: type the key by hand.`}
          testId="copy-secret"
        />
      </p>
      <form className="wallet-form" onSubmit={form.onSubmit} noValidate data-testid="authenticator-confirm-form">
        <p>{t`Then enter the code the app shows to turn it on.`}</p>
        <AuthenticatorCodeField {...form.field('verificationCode')} />
        <LoginPasswordField {...form.field('password')} />
        <FormFooter
          error={form.formError}
          isPending={confirm.isPending}
          submitLabel={t`Turn on`}
          secondary={
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {t`Cancel`}
            </button>
          }
        />
      </form>
    </div>
  );
}
