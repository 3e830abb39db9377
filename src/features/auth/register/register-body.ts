/** Builds the registration payload (spec §3) from the shown fields; mobile registration uses the number as username. */
import { REGISTER_OPTIONAL_FIELDS, type RegisterBody, type RegisterOptionalField } from '#contract/member-schemas.ts';
import type { SliderProof } from '#contract/session-schemas.ts';

import { normalisePhone } from '@/lib/phone';
import { parseTypedDate } from '@/lib/typed-date';

import type { RegisterMode, RegisterValues, VisibleField } from './register-fields';

export interface RegisterEnvironment {
  /** `location.host`. */
  domain: string;
  /** `location.href`. */
  registerUrl: string;
  loginDeviceId: string;
}

export interface RegisterBodyInput {
  mode: RegisterMode;
  fields: readonly VisibleField[];
  values: RegisterValues;
  referralCode: string | undefined;
  slider: SliderProof | null;
  env: RegisterEnvironment;
  /** The UI language: a typed birthday is read in its date pattern. */
  locale?: string;
}

const OPTIONAL: ReadonlySet<string> = new Set(REGISTER_OPTIONAL_FIELDS);

/** The username the platform will register: the typed one, or the mobile number (digits) on the mobile tab. */
export function registerUsername(mode: RegisterMode, values: Pick<RegisterValues, 'username' | 'mobileNum'>): string {
  return mode === 'mobile' ? normalisePhone(values.mobileNum.trim()) : values.username.trim();
}

/** The body for `register(body, mode)`; only shown, filled fields are sent. */
export function buildRegisterBody({
  mode,
  fields,
  values,
  referralCode,
  slider,
  env,
  locale = 'en',
}: RegisterBodyInput): RegisterBody {
  const shown = new Set(fields.map((field) => field.key));
  const body: RegisterBody = {
    username: registerUsername(mode, values),
    // A passwordless mobile registration (MOBILENUMPASSREG3 off) sends none, not a stale draft.
    password: shown.has('password') ? values.password.trim() : '',
    confirmPassword: shown.has('confirmPassword') ? values.confirmPassword.trim() : '',
    domain: env.domain,
    registerUrl: env.registerUrl,
    registerMethod: 'WEB',
    loginDeviceId: env.loginDeviceId,
    login: true,
  };
  if (shown.has('mobileNum')) {
    body.mobileNum = normalisePhone(values.mobileNum.trim());
    body.countryDialingCode = values.dialingCode;
  }
  if (shown.has('verificationCode')) body.verificationCode = values.verificationCode.trim();
  if (shown.has('captcha') && values.captcha.trim()) body.captcha = values.captcha.trim();
  for (const field of fields) {
    if (!OPTIONAL.has(field.key)) continue;
    const value = values[field.key].trim();
    // A birthday typed in the language's pattern (no date picker) travels as ISO, like a picked one.
    if (value)
      body[field.key as RegisterOptionalField] =
        field.key === 'birthday' ? (parseTypedDate(value, locale) ?? value) : value;
  }
  if (referralCode) body.referralCode = referralCode;
  if (slider) body.slider = slider;
  return body;
}
