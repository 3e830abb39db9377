/**
 * Extra verification for a login from an unregistered IP: a code sent by SMS to the bound phone, a
 * code e-mailed to the bound address (platforms that say `emailCode`; older ones ask for the
 * address itself), the bank-account name, or a code of the bound authenticator app (or one of its
 * recovery codes).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { useSnapshot } from 'valtio';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import type { VerificationMethod } from '#contract/session-schemas.ts';

import { apiClient } from '@/api/api-client';
import { useLoginVerification } from '@/api/session/session-mutations';
import { authenticatorCodeMessage, checkAuthenticatorCode, normaliseAuthenticatorCode } from '@/lib/authenticator-code';
import { AuthenticatorCodeField } from '@/ui/authenticator-code-field';
import { Field } from '@/ui/field';
import { textField } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { SendCodeButton } from '@/ui/send-code-button';
import { Tabs } from '@/ui/tabs';

import { useFinishLogin } from '../use-finish-login';
import { endVerification, verificationState } from '../verification-store';

export function LoginVerificationForm() {
  const { t, i18n } = useLingui();
  const { pending, typedPassword, loginType } = useSnapshot(verificationState);
  const finish = useFinishLogin();
  const methods = pending?.methods ?? [];
  const [method, setMethod] = useState<VerificationMethod>(methods[0] ?? 'phone');
  const verification = useLoginVerification();
  const emailCode = pending?.emailCode;
  // Which methods are answered with a code the platform sends (the rest are typed from memory).
  const byCode = method === 'phone' || (method === 'email' && emailCode);
  const schema = v.object({
    verificationCode: textField((value) => {
      if (method !== 'authenticator') return value.trim() ? null : t`This field is required.`;
      const problem = checkAuthenticatorCode(value, true);
      return problem ? authenticatorCodeMessage(i18n, problem, true) : null;
    }),
  });
  // No draft: a code expires, and an answer is for this verification only.
  const form = useForm({
    schema,
    initial: { verificationCode: '' },
    isPending: verification.isPending,
    onSubmit: ({ verificationCode: value }) => {
      if (!pending?.verificationId) return;
      const answer = byCode
        ? { verificationCode: value.trim() }
        : method === 'authenticator'
          ? { verificationCode: normaliseAuthenticatorCode(value) }
          : method === 'email'
            ? { email: value.trim() }
            : { bankAccountName: value.trim() };
      verification.mutate(
        { verificationId: pending.verificationId, method, ...answer },
        {
          onSuccess: (session) => {
            endVerification();
            finish(session, loginType, typedPassword ?? undefined);
          },
          onError: form.fail,
        },
      );
    },
  });
  if (!pending?.verificationId) return <p>{t`This verification has expired. Please log in again.`}</p>;
  const verificationId = pending.verificationId;
  // The one answer says every refusal under it: there is no other place on this form.
  const error = form.errors.verificationCode ?? form.formError;
  const labels: Record<VerificationMethod, string> = {
    phone: t`SMS code`,
    email: emailCode ? t`E-mail code` : t`Bound e-mail`,
    bankAccountName: t`Bank account name`,
    authenticator: t`Authenticator app`,
  };
  const send = () =>
    method === 'email'
      ? apiClient().call(sessionEndpoints.mailNoLogin, { body: { purpose: 'verify', verificationId } })
      : apiClient().call(sessionEndpoints.smsNoLogin, {
          body: { countryDialingCode: '', mobileNum: '', purpose: 'verify', verificationId },
        });

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate data-testid="verify-form">
      <p>{t`You are logging in from a new location. Please verify it is you.`}</p>
      {methods.length > 1 && (
        <Tabs
          label={t`Verification method`}
          tabs={methods.map((m) => ({ id: m, label: labels[m] }))}
          selected={method}
          onSelect={(m) => {
            setMethod(m);
            form.reset();
          }}
          idPrefix="verify"
        />
      )}
      {method === 'phone' && pending.maskedPhone && <p>{t`We will send a code to ${pending.maskedPhone}.`}</p>}
      {method === 'email' && pending.maskedEmail && emailCode && (
        <p>{t`We will send a code to ${pending.maskedEmail}.`}</p>
      )}
      {method === 'email' && pending.maskedEmail && !emailCode && (
        <p>{t`Enter the e-mail bound to this account (${pending.maskedEmail}).`}</p>
      )}
      {method === 'authenticator' && (
        <p>{t`Open your authenticator app and enter the code it shows for this account. Lost your phone? Enter one of your recovery codes.`}</p>
      )}
      {method === 'authenticator' ? (
        <AuthenticatorCodeField {...form.field('verificationCode')} error={error} recovery />
      ) : (
        <Field
          // A new field per method: the send button's countdown belongs to the code it sent.
          key={method}
          label={labels[method]}
          {...form.field('verificationCode')}
          error={error}
          inputMode={byCode ? 'numeric' : undefined}
          autoComplete={byCode ? 'one-time-code' : 'off'}
          addon={byCode ? <SendCodeButton canSend={() => true} send={send} onError={form.failAlongside} /> : undefined}
        />
      )}
      <button type="submit" className="button button--primary button--block" disabled={verification.isPending}>
        {t`Verify and log in`}
      </button>
    </form>
  );
}
