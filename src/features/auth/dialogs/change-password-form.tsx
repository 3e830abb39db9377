/**
 * Change password: the account name shown; the old password hidden when this login already knows
 * it; new and confirmation follow the password rule. Success reloads member info, closes, goes home.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '@/api/api-error';
import { apiErrorMessage } from '@/api/api-error-messages';
import { memberQueries } from '@/api/member/member-queries';
import { changePassword } from '@/api/member/member-requests';
import { systemQueries } from '@/api/system/system-queries';
import { clearDraft } from '@/stores/draft-store';
import { markPasswordChanged, sessionState } from '@/stores/session-store';
import { useDraft } from '@/hooks/use-draft';
import { Field } from '@/ui/field';
import { forgetKnownPassword, knownPassword } from '../known-password';
import { checkRule } from '../validation/register-rule';
import { ruleMessage } from '../validation/rule-messages';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirm' | 'form', string | null>>;

export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionState);
  const rule = useQuery(systemQueries.registerRules()).data?.password;
  const [values, set] = useDraft('changePassword', { oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setBusy] = useState(false);
  const [known] = useState(knownPassword);
  const hint = rule ? ruleMessage(i18n, rule.patternId, rule.minLength, rule.maxLength) : null;

  const validate = (): Errors => ({
    oldPassword: known || values.oldPassword ? null : t`Enter your current password.`,
    newPassword: !values.newPassword ? t`Enter a new password.` : rule && checkRule(rule, values.newPassword) !== 'ok' ? hint : null,
    confirm: !values.confirm ? t`Confirm the new password.` : values.confirm !== values.newPassword ? t`The passwords do not match.` : null,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean) || isBusy) return;
    setBusy(true);
    try {
      await changePassword({ oldPassword: known ?? values.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirm });
      clearDraft('changePassword');
      forgetKnownPassword();
      markPasswordChanged();
      await queryClient.invalidateQueries({ queryKey: memberQueries.all() });
      void navigate({ to: '/', search: {} });
    } catch (error) {
      const message = isApiError(error) ? apiErrorMessage(error, i18n) : t`Something went wrong. Please try again later.`;
      if (isApiError(error) && error.errorCode === 'modify.pw.incorrect.pw') setErrors({ oldPassword: message });
      else setErrors({ form: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="change-password-form">
      <p>
        {t`Account`}: <strong data-testid="account-name">{info?.userName}</strong>
      </p>
      <input type="text" name="username" autoComplete="username" value={info?.userName ?? ''} readOnly hidden />
      {!known && <Field label={t`Current password`} type="password" autoComplete="current-password" value={values.oldPassword} onChange={(v) => set('oldPassword', v)} error={errors.oldPassword} />}
      <Field label={t`New password`} type="password" autoComplete="new-password" value={values.newPassword} onChange={(v) => set('newPassword', v)} error={errors.newPassword} hint={hint} />
      <Field label={t`Confirm new password`} type="password" autoComplete="new-password" value={values.confirm} onChange={(v) => set('confirm', v)} error={errors.confirm} />
      {errors.form && <p className="form-error" role="alert">{errors.form}</p>}
      <button type="submit" className="button button--primary button--block" disabled={isBusy}>
        {t`Change password`}
      </button>
    </form>
  );
}
