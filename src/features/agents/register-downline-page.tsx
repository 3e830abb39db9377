/** Agent centre → register account (registerCenter): the agent opens a player or agent account under itself. */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { agentQueries } from '@/api/agents/agent-queries';
import { registerDownline } from '@/api/agents/agent-requests';
import { isApiError } from '@/api/api-error';
import { apiErrorMessage } from '@/api/api-error-messages';
import { Field } from '@/ui/field';

interface Values {
  username: string;
  password: string;
  confirmPassword: string;
  type: 0 | 1;
}

const EMPTY: Values = { username: '', password: '', confirmPassword: '', type: 0 };

export function RegisterDownlinePage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string | null>>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((prev) => ({ ...prev, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setDone(null);
    setError(null);
    const found = {
      username: /^[A-Za-z0-9_]{4,20}$/.test(values.username.trim()) ? null : t`Use 4 to 20 letters, digits or _.`,
      password: values.password.length >= 6 ? null : t`Enter a password of at least 6 characters.`,
      confirmPassword: values.confirmPassword === values.password ? null : t`The passwords do not match.`,
    };
    setErrors(found);
    if (found.username || found.password || found.confirmPassword) return;
    setBusy(true);
    try {
      const result = await registerDownline({ ...values, username: values.username.trim() });
      setValues(EMPTY);
      setDone(t`Account ${result.username} registered in your team.`);
      void queryClient.invalidateQueries({ queryKey: agentQueries.all() });
    } catch (e) {
      setError(isApiError(e) ? apiErrorMessage(e, i18n) : t`Something went wrong. Please try again later.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form agent-page" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="register-downline-form">
      <Field label={t`Username`} name="username" autoComplete="off" value={values.username} onChange={(v) => set('username', v)} error={errors.username} />
      <Field label={t`Password`} name="password" type="password" autoComplete="new-password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} />
      <Field label={t`Confirm password`} name="confirmPassword" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={(v) => set('confirmPassword', v)} error={errors.confirmPassword} />
      <div className="field">
        <label htmlFor={`${id}-type`}>{t`Account type`}</label>
        <select id={`${id}-type`} name="type" value={values.type} onChange={(e) => set('type', e.target.value === '1' ? 1 : 0)}>
          <option value="0">{t`Player`}</option>
          <option value="1">{t`Agent`}</option>
        </select>
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      {done && <p className="form-success" role="status">{done}</p>}
      <button type="submit" className="button button--primary button--block" disabled={isBusy}>{t`Register account`}</button>
    </form>
  );
}
