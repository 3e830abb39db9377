/**
 * Agent centre → register account (registerCenter): the agent opens a player or agent account under
 * itself. Username and password follow the platform's register rules, as on the visitor form. A
 * downline is a way for the agent's money to leave, so with "authenticator for withdrawals" on the
 * form asks for a current code too.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { useRegisterDownline } from '@/api/agents/agent-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useMoneyOutCode } from '@/hooks/use-money-out-code';
import { confirmError, ruleHint, valueError } from '@/lib/field-errors';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { MoneyOutCodeField } from '@/ui/money-out-code-field';

const TYPED = ['username', 'password', 'confirmPassword', 'type'] as const;
/** The typed fields and the authenticator's code (held by `useMoneyOutCode`). */
const FIELDS = [...TYPED, 'authenticatorCode'] as const;

export function RegisterDownlinePage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const rules = useQuery(systemQueries.registerRules()).data ?? {};
  const ruleOf = (key: 'username' | 'password') => rules[key] ?? null;
  const [done, setDone] = useState<string | null>(null);
  const registration = useRegisterDownline();
  const code = useMoneyOutCode();

  const schema = textFields(TYPED, (typed) => ({
    username: valueError('username', typed.username, ruleOf('username'), true, i18n),
    password: valueError('password', typed.password, ruleOf('password'), true, i18n),
    confirmPassword: confirmError(typed.password, typed.confirmPassword, i18n),
    authenticatorCode: code.problem(),
  }));
  const form = useForm({
    schema,
    initial: { username: '', password: '', confirmPassword: '', type: '0' },
    isPending: registration.isPending,
    placement: {
      shown: FIELDS,
      // A value the platform did not accept is told with its rule, as the hint says it.
      ruleOf: (field) => (field === 'username' || field === 'password' ? ruleHint(ruleOf(field), i18n) : null),
    },
    onSubmit: (typed) => {
      const body = {
        ...typed,
        username: typed.username.trim(),
        type: typed.type === '1' ? (1 as const) : (0 as const),
        ...code.body(),
      };
      registration.mutate(body, {
        onSuccess: (result) => {
          form.reset();
          code.reset();
          setDone(t`Account ${result.username} registered in your team.`);
        },
        onError: form.fail,
      });
    },
  });

  return (
    <form
      className="auth-form agent-page"
      // A new attempt hides the last success, whether or not it passes the checks.
      onSubmit={(e) => (setDone(null), form.onSubmit(e))}
      noValidate
      data-testid="register-downline-form"
    >
      <Field
        label={t`Username`}
        autoComplete="off"
        {...form.field('username')}
        hint={ruleHint(ruleOf('username'), i18n)}
      />
      <Field
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        hint={ruleHint(ruleOf('password'), i18n)}
      />
      <Field
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <div className="field">
        <label htmlFor={`${id}-type`}>{t`Account type`}</label>
        <select
          id={`${id}-type`}
          name="type"
          value={form.values.type}
          onChange={(e) => form.set('type', e.target.value === '1' ? '1' : '0')}
        >
          <option value="0">{t`Player`}</option>
          <option value="1">{t`Agent`}</option>
        </select>
      </div>
      <MoneyOutCodeField code={code} error={form.errors.authenticatorCode} />
      <FormFooter
        error={form.formError}
        success={done}
        isPending={registration.isPending}
        submitLabel={t`Register account`}
      />
    </form>
  );
}
