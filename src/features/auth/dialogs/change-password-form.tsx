/**
 * Change password: the account name shown; the old password hidden when this login already knows
 * it; new and confirmation follow the password rule. Success reloads member info, closes, goes home.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import { useChangePassword } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { checkRule } from '@/lib/register-rule';
import { ruleMessage } from '@/lib/rule-messages';
import { markPasswordChanged, sessionState } from '@/stores/session-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

import { forgetKnownPassword, knownPassword } from '../known-password';

export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionState);
  const rule = useQuery(systemQueries.registerRules()).data?.password;
  const change = useChangePassword();
  const [known] = useState(knownPassword);
  const hint = rule ? ruleMessage(i18n, rule) : null;

  const schema = textFields(['oldPassword', 'newPassword', 'confirm'], (typed) => ({
    oldPassword: known || typed.oldPassword ? null : t`Enter your current password.`,
    newPassword: !typed.newPassword
      ? t`Enter a new password.`
      : rule && checkRule(rule, typed.newPassword) !== 'ok'
        ? hint
        : null,
    confirm: !typed.confirm
      ? t`Confirm the new password.`
      : typed.confirm !== typed.newPassword
        ? t`The passwords do not match.`
        : null,
  }));
  const form = useForm({
    schema,
    initial: { oldPassword: '', newPassword: '', confirm: '' },
    draft: 'changePassword',
    isPending: change.isPending,
    // A wrong current password goes under it; when this login already knew it, to the form.
    placement: { shown: known ? ['newPassword', 'confirm'] : ['oldPassword', 'newPassword', 'confirm'] },
    onSubmit: (typed) =>
      change.mutate(
        { oldPassword: known ?? typed.oldPassword, newPassword: typed.newPassword, confirmNewPassword: typed.confirm },
        {
          onSuccess: () => {
            form.reset();
            forgetKnownPassword();
            markPasswordChanged();
            void navigate({ to: '/', search: {} });
          },
          onError: form.fail,
        },
      ),
  });

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate data-testid="change-password-form">
      <p>
        {t`Account`}: <strong data-testid="account-name">{info?.userName}</strong>
      </p>
      <input type="text" name="username" autoComplete="username" value={info?.userName ?? ''} readOnly hidden />
      {!known && (
        <Field
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          {...form.field('oldPassword')}
        />
      )}
      <Field
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        {...form.field('newPassword')}
        hint={hint}
      />
      <Field label={t`Confirm new password`} type="password" autoComplete="new-password" {...form.field('confirm')} />
      <FormFooter error={form.formError} isPending={change.isPending} submitLabel={t`Change password`} />
    </form>
  );
}
