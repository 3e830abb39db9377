/** Convert points to balance: a multiple of the points ratio, each lot worth the exchange ratio, confirmed with the login password. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { useConvertPoints } from '@/api/points/point-mutations';
import { pointQueries } from '@/api/points/point-queries';
import { useBalance } from '@/hooks/use-balance';
import { fromMinor, toMinor } from '@/lib/money';
import { Field } from '@/ui/field';
import { FormFooter } from '@/ui/form-footer';
import { LoginPasswordField, usePasswordRequired } from '@/ui/login-password-field';
import { QueryState } from '@/ui/query-state';

export function ConvertPointsForm({ pointBalance }: { pointBalance: number }) {
  const { t } = useLingui();
  const { format } = useBalance();
  const config = useQuery(pointQueries.config());
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ points?: string | null; password?: string | null }>({});
  const [done, setDone] = useState<string | null>(null);
  const convert = useConvertPoints();
  const passwordRequired = usePasswordRequired();

  return (
    <QueryState query={config}>
      {(rules) => {
        const count = /^\d{1,9}$/.test(typed.trim()) ? Number(typed) : 0;
        const worth = fromMinor(BigInt(Math.floor(count / rules.pointsRatio)) * toMinor(rules.exchangeRatio));
        const onSubmit = (event: FormEvent) => {
          event.preventDefault();
          setDone(null);
          const found = {
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
            password: passwordRequired(password),
          };
          setErrors(found);
          if (found.points || found.password) return;
          convert.mutate(
            { points: count, password },
            {
              onSuccess: (result) => {
                setTyped('');
                setPassword('');
                const amount = format(result.amount);
                setDone(
                  plural(result.points, {
                    one: `Converted # point to ${amount}.`,
                    other: `Converted # points to ${amount}.`,
                  }),
                );
              },
            },
          );
        };
        const exchange = format(rules.exchangeRatio);
        return (
          <form className="auth-form convert-form" onSubmit={onSubmit} noValidate data-testid="convert-form">
            <p className="convert-form__ratio">
              {plural(rules.pointsRatio, { one: `# point = ${exchange}`, other: `# points = ${exchange}` })}
            </p>
            <p>{t`Every ${format(rules.stakePerPoint)} of valid bets earns 1 point.`}</p>
            <Field
              label={t`Points to convert`}
              inputMode="numeric"
              autoComplete="off"
              value={typed}
              onChange={setTyped}
              error={errors.points}
              hint={count > 0 ? t`You receive ${format(worth)}` : null}
            />
            <LoginPasswordField value={password} onChange={setPassword} error={errors.password} />
            <FormFooter
              error={convert.error}
              success={done}
              isPending={convert.isPending}
              submitLabel={t`Convert to balance`}
            />
          </form>
        );
      }}
    </QueryState>
  );
}
