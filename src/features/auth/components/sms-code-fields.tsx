/**
 * The fields of a code sent by SMS without a session (SMS login, reset by phone): dialling code and
 * mobile number, the human check, then the code with its "Send code" button. The check goes with
 * the code request (spec §7): the number is checked first (spec §5), then the slider, whose message
 * joins those shown; a refused request goes under its field, and a GeeTest round left open is said
 * in the button's warning alone.
 */
import { useLingui } from '@lingui/react/macro';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { normalisePhone } from '@/lib/phone';
import { CountryPicker } from '@/ui/country-picker';
import { Field } from '@/ui/field';
import type { FieldBinding } from '@/ui/form/use-form';
import { SendCodeButton } from '@/ui/send-code-button';

import { humanCheckFailure, type HumanCheck } from '../use-human-check';
import { SliderCheck } from './slider-check';

/** What the fields need of the form (`useForm`) they sit in. */
export interface SmsCodeForm {
  values: { dialingCode: string; mobileNum: string };
  set: (name: 'dialingCode', value: string) => void;
  check: (name: 'mobileNum') => boolean;
  errors: Partial<Record<string, string | null>>;
  setErrors: (
    update: (old: Record<string, string | null | undefined>) => Record<string, string | null | undefined>,
  ) => void;
  failAlongside: (error: unknown) => unknown;
}

interface SmsCodeFieldsProps {
  form: SmsCodeForm;
  human: HumanCheck;
  /** The number's and the code's bindings (with a hint or `required` where the form shows them). */
  mobileField: FieldBinding & { hint?: string | null; required?: boolean };
  codeField: FieldBinding & { hint?: string | null; required?: boolean };
  purpose: 'login' | 'forgot';
}

export function SmsCodeFields({ form, human, mobileField, codeField, purpose }: SmsCodeFieldsProps) {
  const { t, i18n } = useLingui();
  const { values } = form;
  const canSendCode = () => {
    if (!form.check('mobileNum')) return false;
    const slider = human.missing();
    form.setErrors((old) => ({ ...old, slider }));
    return slider === null;
  };
  return (
    <>
      <Field
        label={t`Mobile number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...mobileField}
        addon={<CountryPicker value={values.dialingCode} onChange={(v) => form.set('dialingCode', v)} />}
      />
      {human.sliderOn && (
        <SliderCheck
          nonce={human.nonce}
          onProof={(proof) => {
            human.setProof(proof);
            if (proof) form.setErrors((old) => ({ ...old, slider: null }));
          }}
          error={form.errors.slider ?? null}
        />
      )}
      <Field
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        {...codeField}
        addon={
          <SendCodeButton
            isDisabled={!values.dialingCode}
            canSend={canSendCode}
            send={async () =>
              apiClient().call(sessionEndpoints.smsNoLogin, {
                body: {
                  countryDialingCode: values.dialingCode,
                  mobileNum: normalisePhone(values.mobileNum.trim()),
                  purpose,
                  ...(await human.take()),
                },
              })
            }
            describeError={(error) => humanCheckFailure(error, i18n, 'code')}
            onError={(error) => {
              if (!humanCheckFailure(error, i18n, 'code')) form.failAlongside(error);
            }}
          />
        }
      />
    </>
  );
}
