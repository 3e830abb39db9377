/** Convert points to balance: a multiple of the points ratio, each lot worth the exchange ratio, confirmed with the login password. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { PointConfig } from '#contract/point-schemas.ts';

import { useConvertPoints } from '@/api/points/point-mutations';
import { pointQueries } from '@/api/points/point-queries';
import { useBalance } from '@/hooks/use-balance';
import { fromMinor, toMinor } from '@/lib/money';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';
import { QueryState } from '@/ui/query-state';

export function ConvertPointsForm({ pointBalance }: { pointBalance: number }) {
  const config = useQuery(pointQueries.config());
  return <QueryState query={config}>{(rules) => <ConvertForm rules={rules} pointBalance={pointBalance} />}</QueryState>;
}

/** Whole points typed (up to 9 digits), else 0. */
const countOf = (typed: string) => (/^\d{1,9}$/.test(typed.trim()) ? Number(typed) : 0);

function ConvertForm({ rules, pointBalance }: { rules: PointConfig; pointBalance: number }) {
  const { t } = useLingui();
  const { format } = useBalance();
  const [done, setDone] = useState<string | null>(null);
  const convert = useConvertPoints();
  const passwordRequired = usePasswordRequired();

  const schema = textFields(['points', 'password'], (typed) => {
    const count = countOf(typed.points);
    return {
      points:
        count < 1
          ? t`Enter how many points to convert.`
          : count % rules.pointsRatio !== 0
            ? plural(rules.pointsRatio, {
                one: 'Convert a multiple of # point.',
                other: 'Convert a multiple of # points.',
              })
            : count > pointBalance
              ? t`You do not have that many points.`
              : null,
      password: passwordRequired(typed.password),
    };
  });
  const form = useForm({
    schema,
    initial: { points: '', password: '' },
    isPending: convert.isPending,
    onSubmit: (typed) => {
      convert.mutate(
        { points: countOf(typed.points), password: typed.password },
        {
          onSuccess: (result) => {
            form.reset();
            const amount = format(result.amount);
            setDone(
              plural(result.points, {
                one: `Converted # point to ${amount}.`,
                other: `Converted # points to ${amount}.`,
              }),
            );
          },
          onError: form.fail,
        },
      );
    },
  });
  const count = countOf(form.values.points);
  const worth = fromMinor(BigInt(Math.floor(count / rules.pointsRatio)) * toMinor(rules.exchangeRatio));
  const exchange = format(rules.exchangeRatio);

  return (
    <form
      className="auth-form convert-form"
      // A new attempt hides the last success, whether or not it passes the checks.
      onSubmit={(e) => (setDone(null), form.onSubmit(e))}
      noValidate
      data-testid="convert-form"
    >
      <p className="convert-form__ratio">
        {plural(rules.pointsRatio, { one: `# point = ${exchange}`, other: `# points = ${exchange}` })}
      </p>
      <p>{t`Every ${format(rules.stakePerPoint)} of valid bets earns 1 point.`}</p>
      <Field
        label={t`Points to convert`}
        inputMode="numeric"
        autoComplete="off"
        {...form.field('points')}
        hint={count > 0 ? t`You receive ${format(worth)}` : null}
      />
      <LoginPasswordField {...form.field('password')} />
      <FormFooter
        error={form.formError}
        success={done}
        isPending={convert.isPending}
        submitLabel={t`Convert to balance`}
      />
    </form>
  );
}
