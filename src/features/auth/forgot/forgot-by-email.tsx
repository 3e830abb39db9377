/**
 * Forgot password by e-mail: username and e-mail (both required, each with its rule). The platform
 * e-mails a temporary password when they match an account (the answer is the same when they do not,
 * so the form cannot be used to find accounts); the confirmation stays until the user presses OK, then the dialog closes.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { useRequestPasswordByEmail } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { ruleHint } from '@/lib/field-errors';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

import { validateForgotEmail } from './forgot-validation';

export function ForgotByEmail() {
  const { t, i18n } = useLingui();
  const isOnline = useOnlineStatus();
  const rules = useQuery(systemQueries.registerRules()).data;
  const request = useRequestPasswordByEmail();
  const isBusy = request.isPending;
  const [isSent, setSent] = useState(false);
  const { close } = useAuthModal();
  const hints = { username: ruleHint(rules?.username ?? null, i18n), email: ruleHint(rules?.email ?? null, i18n) };
  const form = useForm({
    schema: textFields(['username', 'email'], (typed) => validateForgotEmail(typed, rules, i18n)),
    initial: { username: '', email: '' },
    draft: 'forgotEmail',
    isPending: isBusy,
    // A value the platform did not accept is told in its rule's words.
    placement: { ruleOf: (key) => (key === 'username' || key === 'email' ? hints[key] : null) },
    onSubmit: (typed) => {
      if (!isOnline) return form.setErrors({ form: t`You are offline. This needs a connection.` });
      request.mutate(
        { username: typed.username.trim(), email: typed.email.trim() },
        {
          onSuccess: () => {
            form.reset();
            setSent(true);
          },
          onError: form.fail,
        },
      );
    },
  });

  if (isSent) return <EmailSent onOk={close} />;
  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-busy={isBusy} data-testid="forgot-email-form">
      <Field
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('username')}
        hint={hints.username}
      />
      <Field
        label={t`E-mail`}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...form.field('email')}
        hint={hints.email}
      />
      <FormFooter error={form.formError} isPending={isBusy} submitLabel={t`Send`} pendingLabel={t`Sending…`} />
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
