/**
 * Agent centre → register account (registerCenter): the agent opens a player or agent account under
 * itself. Username and password follow the platform's register rules, as on the visitor form. A
 * downline is a way for the agent's money to leave, so with "authenticator for withdrawals" on the
 * form asks for a current code too.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { useRegisterDownline } from '@/api/agents/agent-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useMoneyOutCode } from '@/hooks/use-money-out-code';
import { confirmError, ruleHint, valueError } from '@/lib/field-errors';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { MoneyOutCodeField } from '@/ui/money-out-code-field';

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
  const rules = useQuery(systemQueries.registerRules()).data ?? {};
  const ruleOf = (key: 'username' | 'password') => rules[key] ?? null;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values | 'authenticatorCode', string | null>>>({});
  const [done, setDone] = useState<string | null>(null);
  const registration = useRegisterDownline();
  const code = useMoneyOutCode();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((prev) => ({ ...prev, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (registration.isPending) return;
    setDone(null);
    const found = {
      username: valueError('username', values.username, ruleOf('username'), true, i18n),
      password: valueError('password', values.password, ruleOf('password'), true, i18n),
      confirmPassword: confirmError(values.password, values.confirmPassword, i18n),
      authenticatorCode: code.problem(),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    registration.mutate(
      { ...values, username: values.username.trim(), ...code.body() },
      {
        onSuccess: (result) => {
          setValues(EMPTY);
          code.reset();
          setDone(t`Account ${result.username} registered in your team.`);
        },
      },
    );
  };

  return (
    <form className="auth-form agent-page" onSubmit={onSubmit} noValidate data-testid="register-downline-form">
      <Field
        label={t`Username`}
        name="username"
        autoComplete="off"
        value={values.username}
        onChange={(v) => set('username', v)}
        error={errors.username}
        hint={ruleHint(ruleOf('username'), i18n)}
      />
      <Field
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => set('password', v)}
        error={errors.password}
        hint={ruleHint(ruleOf('password'), i18n)}
      />
      <Field
        label={t`Confirm password`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(v) => set('confirmPassword', v)}
        error={errors.confirmPassword}
      />
      <div className="field">
        <label htmlFor={`${id}-type`}>{t`Account type`}</label>
        <select
          id={`${id}-type`}
          name="type"
          value={values.type}
          onChange={(e) => set('type', e.target.value === '1' ? 1 : 0)}
        >
          <option value="0">{t`Player`}</option>
          <option value="1">{t`Agent`}</option>
        </select>
      </div>
      <MoneyOutCodeField code={code} error={errors.authenticatorCode} />
      <FormFooter
        error={registration.error}
        success={done}
        isPending={registration.isPending}
        submitLabel={t`Register account`}
      />
    </form>
  );
}
