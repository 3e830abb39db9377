/**
 * The rule-driven registration fields: each with its label, its rule text as the hint, and its
 * form-layer binding (value, message underneath, check when it loses focus). The mobile number
 * carries the country picker, the SMS code the send button, the captcha its image.
 */
import { useLingui } from '@lingui/react/macro';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import type { HumanCheckProof } from '#contract/session-schemas.ts';

import { apiClient } from '@/api/api-client';
import { normalisePhone } from '@/lib/phone';
import { formatTypedDate } from '@/lib/typed-date';
import { CountryPicker } from '@/ui/country-picker';
import { Field } from '@/ui/field';
import type { FieldBinding } from '@/ui/form/use-form';
import { SendCodeButton } from '@/ui/send-code-button';

import { CaptchaField } from '../components/captcha-field';
import { firebaseCodeOf, phoneCheckMessage } from '../social/phone-check-errors';
import { useFirebaseConfig } from '../social/social-sign-in';
import { setPhoneConfirm } from '../social/social-sign-up-store';
import { humanCheckFailure } from '../use-human-check';
import {
  FIELD_SPECS,
  type RegisterFieldKey,
  type RegisterMode,
  type RegisterValues,
  type VisibleField,
} from './register-fields';

/** The family's clients ask for a register code under the module of the registration it is for. */
const SMS_REGISTER_TYPE: Record<RegisterMode, string> = { username: 'REGMOBVERF3', mobile: 'MOBILENUMREG3' };

interface RegisterFieldListProps {
  fields: readonly VisibleField[];
  values: RegisterValues;
  /** The form layer's binding of a field (`useForm().field`). */
  bind: (key: RegisterFieldKey) => FieldBinding;
  setDialingCode: (dialingCode: string) => void;
  captchaKey: number;
  hintOf: (key: RegisterFieldKey) => string | null;
  /** Judges a field now (the send button checks the number first); true when it passes. */
  checkField: (key: RegisterFieldKey) => boolean;
  /** Before a platform code is asked for: the number, then the human check (shows why not); true when it may go. */
  canSendCode: () => boolean;
  /** The human check's fields for one platform code request (spec §7). */
  codeProof: () => Promise<HumanCheckProof>;
  onSendError: (error: unknown) => void;
  /** The code is sent and checked by Firebase (the SMS check is on; not on a social sign-up, whose token is the provider's). */
  firebaseSms?: boolean;
  /** Which registration the code is for: the platform's register type (username with SMS check, or by mobile). */
  mode?: RegisterMode;
}

/** Where Firebase's invisible reCAPTCHA renders for the SMS check. */
const FIREBASE_RECAPTCHA_ID = 'firebase-recaptcha';

export function RegisterFieldList(props: RegisterFieldListProps) {
  return (
    <>
      <div id={FIREBASE_RECAPTCHA_ID} />
      {props.fields.map((field) => (
        <RegisterField key={field.key} field={field} {...props} />
      ))}
    </>
  );
}

function RegisterField({
  field,
  values,
  bind,
  setDialingCode,
  captchaKey,
  hintOf,
  checkField,
  canSendCode,
  codeProof,
  onSendError,
  firebaseSms = false,
  mode = 'username',
}: RegisterFieldListProps & { field: VisibleField }) {
  const { i18n } = useLingui();
  const firebase = useFirebaseConfig();
  const { key } = field;
  const spec = FIELD_SPECS[key];
  // Firebase sends the code behind its own invisible reCAPTCHA; the platform's code needs our check.
  const byFirebase = firebaseSms && firebase?.smsCheck === true;
  const sendCode = async () => {
    const mobileNo = normalisePhone(values.mobileNum.trim());
    if (!byFirebase) {
      return apiClient().call(sessionEndpoints.smsRegister, {
        // The register type, named by the module the family's clients send it under.
        body: {
          countryDialingCode: values.dialingCode,
          mobileNo,
          registerType: SMS_REGISTER_TYPE[mode],
          ...(await codeProof()),
        },
      });
    }
    // The Firebase SMS check: Firebase sends the code, behind its invisible reCAPTCHA.
    const client = await import('../social/firebase-client');
    const dialing = values.dialingCode.startsWith('+') ? values.dialingCode : `+${values.dialingCode}`;
    const container = document.getElementById(FIREBASE_RECAPTCHA_ID);
    if (!container) throw new Error('the reCAPTCHA container is missing');
    const check = await client.sendPhoneCode(firebase, `${dialing}${mobileNo.replace(/^0/, '')}`, container);
    setPhoneConfirm(check.confirm);
    return { expiredMinutes: 5, expirationTime: Date.now() + 5 * 60_000 };
  };
  const binding = bind(key);
  if (key === 'captcha') return <CaptchaField {...binding} error={binding.error ?? null} refreshKey={captchaKey} />;
  const addon =
    key === 'mobileNum' ? (
      <CountryPicker value={values.dialingCode} onChange={setDialingCode} />
    ) : key === 'verificationCode' ? (
      <SendCodeButton
        canSend={() => (byFirebase ? checkField('mobileNum') : canSendCode())}
        isDisabled={!values.dialingCode}
        send={sendCode}
        describeError={(error) => {
          const code = firebaseCodeOf(error);
          return code === undefined ? humanCheckFailure(error, i18n, 'code') : phoneCheckMessage(code, i18n);
        }}
        onError={onSendError}
      />
    ) : key === 'birthday' && values.birthday ? (
      // The picker shows the browser's format; this shows the day in the language's (spec §5).
      <output className="field__echo" data-testid="birthday-shown">
        {formatTypedDate(values.birthday, i18n.locale)}
      </output>
    ) : undefined;
  return (
    <Field
      label={i18n._(spec.label)}
      type={spec.type ?? 'text'}
      autoComplete={spec.autoComplete}
      inputMode={spec.inputMode}
      autoCapitalize={key === 'username' ? 'none' : undefined}
      spellCheck={spec.type === 'password' || key === 'username' ? false : undefined}
      maxLength={key === 'verificationCode' ? 255 : undefined}
      required={field.required}
      {...binding}
      hint={hintOf(key)}
      addon={addon}
      data-testid={`register-${key}`}
    />
  );
}
