/**
 * Change password: the account name shown; the old password hidden when this login already knows
 * it; new and confirmation follow the password rule. Success reloads member info, closes, goes home.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';

import { errorText } from '@/api/api-error-messages';
import { errorCodeOf } from '@/api/error-code';
import { useChangePassword } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useDraft } from '@/hooks/use-draft';
import { checkRule } from '@/lib/register-rule';
import { ruleMessage } from '@/lib/rule-messages';
import { clearDraft } from '@/stores/draft-store';
import { markPasswordChanged, sessionState } from '@/stores/session-store';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';

import { forgetKnownPassword, knownPassword } from '../known-password';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirm' | 'form', string | null>>;

export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionState);
  const rule = useQuery(systemQueries.registerRules()).data?.password;
  const [values, set] = useDraft('changePassword', { oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const [known] = useState(knownPassword);
  const hint = rule ? ruleMessage(i18n, rule) : null;

  const validate = (): Errors => ({
    oldPassword: known || values.oldPassword ? null : t`Enter your current password.`,
    newPassword: !values.newPassword
      ? t`Enter a new password.`
      : rule && checkRule(rule, values.newPassword) !== 'ok'
        ? hint
        : null,
    confirm: !values.confirm
      ? t`Confirm the new password.`
      : values.confirm !== values.newPassword
        ? t`The passwords do not match.`
        : null,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean) || change.isPending) return;
    change.mutate(
      { oldPassword: known ?? values.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirm },
      {
        onSuccess: () => {
          clearDraft('changePassword');
          forgetKnownPassword();
          markPasswordChanged();
          void navigate({ to: '/', search: {} });
        },
        onError: (error) => {
          const message = errorText(error, i18n);
          if (errorCodeOf(error) === 'modify.pw.incorrect.pw') setErrors({ oldPassword: message });
          else setErrors({ form: message });
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="change-password-form">
      <p>
        {t`Account`}: <strong data-testid="account-name">{info?.userName}</strong>
      </p>
      <input type="text" name="username" autoComplete="username" value={info?.userName ?? ''} readOnly hidden />
      {!known && (
        <Field
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={(v) => set('oldPassword', v)}
          error={errors.oldPassword}
        />
      )}
      <Field
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(v) => set('newPassword', v)}
        error={errors.newPassword}
        hint={hint}
      />
      <Field
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(v) => set('confirm', v)}
        error={errors.confirm}
      />
      <FormFooter error={errors.form} isPending={change.isPending} submitLabel={t`Change password`} />
    </form>
  );
}
