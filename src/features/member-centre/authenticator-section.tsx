/**
 * My account → Authenticator app (docs/contract.md §15 "Authenticator"): set it up
 * (QR code, key, a code to turn it on), see the recovery codes once, ask for it on withdrawals,
 * unbind it. A platform without these endpoints shows nothing here (`isAbsent`).
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';

import type { AuthenticatorSecret } from '#contract/authenticator-schemas.ts';

import { useBeginAuthenticator } from '@/api/profile/authenticator-mutations';
import { authenticatorQueries } from '@/api/profile/authenticator-queries';
import { sessionState } from '@/stores/session-store';
import { isAbsent } from '@/ui/feature-absence';
import { FormFooter } from '@/ui/form-footer';
import { QueryState } from '@/ui/query-state';

import { AuthenticatorSetup } from './authenticator-setup';
import { AuthenticatorUnbindForm } from './authenticator-unbind-form';
import { AuthenticatorWithdrawalsForm } from './authenticator-withdrawals-form';
import { RecoveryCodes } from './recovery-codes';

export function AuthenticatorSection() {
  const { t } = useLingui();
  const id = useId();
  const { token } = useSnapshot(sessionState);
  const status = useQuery(authenticatorQueries.status(token));
  const begin = useBeginAuthenticator();
  const [setup, setSetup] = useState<AuthenticatorSecret | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (isAbsent(status)) return null;

  const start = (event: FormEvent) => {
    event.preventDefault();
    begin.mutate(undefined, { onSuccess: setSetup });
  };

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (setup)
      return (
        <AuthenticatorSetup
          setup={setup}
          onConfirmed={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setSetup(null)}
        />
      );
    return (
      <QueryState query={status} optional>
        {(s) =>
          s.bound ? (
            <>
              <p data-testid="authenticator-bound">
                {t`On. New-device logins can be verified with a code from the app.`}{' '}
                {t`Recovery codes left: ${s.recoveryCodesLeft}.`}
              </p>
              <AuthenticatorWithdrawalsForm forWithdrawals={s.forWithdrawals} />
              <AuthenticatorUnbindForm />
            </>
          ) : (
            <>
              <p>{t`Use an app on your phone for a second check when you log in from a new device and, if you choose, when you withdraw.`}</p>
              <form onSubmit={start} noValidate>
                <FormFooter
                  error={begin.error}
                  isPending={begin.isPending}
                  submitLabel={t`Set up`}
                  isBlock={false}
                  submitTestId="authenticator-start"
                />
              </form>
            </>
          )
        }
      </QueryState>
    );
  };

  return (
    <section className="security-section" aria-labelledby={`${id}-title`} data-testid="authenticator-section">
      <h3 id={`${id}-title`}>{t`Authenticator app`}</h3>
      {body()}
    </section>
  );
}
