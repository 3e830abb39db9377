/**
 * Forgot password by e-mail: username and e-mail (both required, each with its rule). The platform
 * e-mails a temporary password when they match an account (the answer is the same when they do not,
 * so the form cannot be used to find accounts); the confirmation stays until the user presses OK, then the dialog closes.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { useRequestPasswordByEmail } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useDraft } from '@/hooks/use-draft';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ruleHint } from '@/lib/field-errors';
import { clearDraft } from '@/stores/draft-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { placeServerError } from '@/ui/form/server-errors';

import { BlurCheck } from '../register/blur-check';
import { forgotUsernameError, validateForgotEmail, type ForgotEmailErrors } from './forgot-validation';

const DRAFT = 'forgotEmail';

export function ForgotByEmail() {
  const { t, i18n } = useLingui();
  const isOnline = useOnlineStatus();
  const rules = useQuery(systemQueries.registerRules()).data;
  const [values, set] = useDraft(DRAFT, { username: '', email: '' });
  const [errors, setErrors] = useState<ForgotEmailErrors>({});
  const request = useRequestPasswordByEmail();
  const isBusy = request.isPending;
  const [isSent, setSent] = useState(false);
  const { close } = useAuthModal();
  const hints = { username: ruleHint(rules?.username ?? null, i18n), email: ruleHint(rules?.email ?? null, i18n) };

  /** The field showing the platform's refusal (kept on blur until its value changes). */
  const [serverErrorKey, setServerErrorKey] = useState<string | null>(null);
  const onBlur = (key: 'username' | 'email') => {
    const found =
      key === 'username'
        ? forgotUsernameError(values.username, rules, i18n)
        : validateForgotEmail(values, rules, i18n).email;
    if (found || serverErrorKey !== key) setErrors((e) => ({ ...e, [key]: found }));
  };
  const onChange = (key: 'username' | 'email', value: string) => {
    set(key, value);
    if (serverErrorKey === key) setServerErrorKey(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotEmail(values, rules, i18n);
    setErrors(found);
    setServerErrorKey(null);
    if (Object.values(found).some(Boolean) || isBusy) return;
    if (!isOnline) return setErrors({ form: t`You are offline. This needs a connection.` });
    request.mutate(
      { username: values.username.trim(), email: values.email.trim() },
      {
        onSuccess: () => {
          clearDraft(DRAFT);
          setSent(true);
        },
        onError: (error) => {
          const placed = placeServerError(
            error,
            {
              shown: ['username', 'email'],
              ruleOf: (key) => (key === 'username' || key === 'email' ? hints[key] : null),
            },
            i18n,
          );
          setServerErrorKey(placed.target);
          setErrors({ [placed.target]: placed.message });
        },
      },
    );
  };

  if (isSent) return <EmailSent onOk={close} />;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={isBusy} data-testid="forgot-email-form">
      <BlurCheck onBlur={() => onBlur('username')}>
        <Field
          label={t`Username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={(v) => onChange('username', v)}
          error={errors.username}
          hint={hints.username}
        />
      </BlurCheck>
      <BlurCheck onBlur={() => onBlur('email')}>
        <Field
          label={t`E-mail`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(v) => onChange('email', v)}
          error={errors.email}
          hint={hints.email}
        />
      </BlurCheck>
      <FormFooter error={errors.form} isPending={isBusy} submitLabel={t`Send`} pendingLabel={t`Sending…`} />
    </form>
  );
}

/** The confirmation; OK closes the dialog. Focus moves to OK so keyboard and screen-reader users land on it. */
function EmailSent({ onOk }: { onOk: () => void }) {
  const { t } = useLingui();
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => okRef.current?.focus(), []);
  return (
    <div className="forgot-sent" data-testid="forgot-email-sent">
      <p role="status">{t`If the username and e-mail match an account, we sent a temporary password to that e-mail. Log in with it and choose a new password.`}</p>
      <button ref={okRef} type="button" className="button button--primary button--block" onClick={onOk}>
        {t`OK`}
      </button>
    </div>
  );
}
