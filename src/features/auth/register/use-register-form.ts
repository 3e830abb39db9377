/**
 * State and flow of the registration form (spec §4): validate (on blur and on submit), check the
 * invitation code, require the slider, register with auto-login, then finish and go to '/'.
 * The SMS code request carries a human check of its own (spec §7; a slider challenge is single
 * use, so the slider starts afresh once a code is asked for).
 * Values live in the draft store, so nothing typed is lost on a refusal or when the dialog closes.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent, type RefObject } from 'react';

import type { HumanCheckProof, SliderProof } from '#contract/session-schemas.ts';

import { errorCodeOf } from '@/api/error-code';
import { AffiliateCodeRefusal, useRegister } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useDraft } from '@/hooks/use-draft';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useMinimumAge, useWhitelabelFlags } from '@/hooks/use-platform-data';
import { deviceId } from '@/lib/device-id';
import { todayIso } from '@/lib/typed-date';
import { isModuleOn } from '@/lib/whitelabel';
import { clearDraft } from '@/stores/draft-store';
import { preferencesState } from '@/stores/preferences-store';
import { placeServerError } from '@/ui/form/server-errors';

import { GeetestError, solveGeetest } from '../geetest';
import { firebaseCodeOf, phoneCheckMessage } from '../social/phone-check-errors';
import {
  endSocialSignUp,
  pendingPhoneConfirm,
  setPhoneConfirm,
  type PendingSignUp,
} from '../social/social-sign-up-store';
import { humanCheckFailure, useHumanCheck } from '../use-human-check';
import { affiliateFailure } from './affiliate-failure';
import { buildRegisterBody } from './register-body';
import {
  REGISTER_DEFAULTS,
  REGISTER_DRAFT,
  visibleFields,
  type RegisterFieldKey,
  type RegisterMode,
  type RegisterValues,
} from './register-fields';
import { fieldHint, validateRegister, validateRegisterField } from './register-validation';
import { useFinishAndGoHome } from './use-finish-and-go-home';

export type RegisterErrors = Partial<
  Record<RegisterFieldKey | 'referralCode' | 'agree' | 'slider' | 'form', string | null>
>;

/** Asked of nobody finishing a Google or Facebook sign-up: the provider's sign-in stands in for them. */
const NOT_FOR_SOCIAL: ReadonlySet<RegisterFieldKey> = new Set(['password', 'confirmPassword', 'captcha']);

/**
 * `social`: a first Google or Facebook sign-in being finished. The form then asks only
 * what the rules require that the provider did not give (no password, captcha or slider; no
 * e-mail when the provider verified one) and sends the provider's token instead.
 */
export function useRegisterForm(
  mode: RegisterMode,
  formRef: RefObject<HTMLFormElement | null>,
  social: PendingSignUp | null = null,
) {
  const { t, i18n } = useLingui();
  const isOnline = useOnlineStatus();
  const flags = useWhitelabelFlags();
  const rulesQuery = useQuery(systemQueries.registerRules());
  const { referralCode }: { referralCode?: string } = useSearch({ strict: false });
  const [values, set] = useDraft<RegisterValues>(REGISTER_DRAFT, REGISTER_DEFAULTS);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const humanCheck = useHumanCheck('register', i18n);
  // The registration asks it of nobody finishing a social sign-up; a code request asks it of everyone.
  const sliderOn = !social && humanCheck.sliderOn;
  const geetestOn = !social && isModuleOn(flags, 'GEETEST3');
  const [captchaKey, setCaptchaKey] = useState(0);
  const registration = useRegister();
  const isBusy = registration.isPending;
  const finishAndGoHome = useFinishAndGoHome();
  /** Spec §8: a failed invitation code is also the warning dialog ('invitation_code_error'). */
  const [warning, setWarning] = useState<string | null>(null);
  /** The field showing the platform's refusal (kept on blur until its value changes). */
  const [serverErrorKey, setServerErrorKey] = useState<string | null>(null);

  const minimumAge = useMinimumAge();
  // Read at each check, so a form left open past midnight counts the new day.
  const ageContext = () => ({ minimumAge, today: todayIso() });
  const fields = useMemo(() => {
    const all = rulesQuery.data ? visibleFields(mode, rulesQuery.data, flags) : [];
    if (!social) return all;
    return all.filter((field) => !NOT_FOR_SOCIAL.has(field.key) && !(field.key === 'email' && social.email));
  }, [mode, rulesQuery.data, flags, social]);
  const fieldOf = (key: RegisterFieldKey) => fields.find((field) => field.key === key);
  const sliderShown = sliderOn || (humanCheck.sliderOn && fieldOf('verificationCode') !== undefined);
  const hintOf = (key: string) => {
    const field = fields.find((f) => f.key === key);
    return field ? fieldHint(field, fields, i18n) : null;
  };

  /** Re-checks a field when it loses focus; the platform's refusal stays until the value changes. */
  const onBlur = (key: RegisterFieldKey) => {
    const field = fieldOf(key);
    const message = field ? validateRegisterField(field, values, i18n, ageContext()) : null;
    if (field && (message || serverErrorKey !== key)) setErrors((e) => ({ ...e, [key]: message }));
  };

  /** Checks one field now (the send-code button checks the mobile number first); true when fine. */
  const checkField = (key: RegisterFieldKey): boolean => {
    const field = fieldOf(key);
    const message = field ? validateRegisterField(field, values, i18n, ageContext()) : null;
    setErrors((e) => ({ ...e, [key]: message }));
    return message === null;
  };

  /** Stores a value; a field already showing an error is re-checked as the user fixes it. */
  const onChange = (key: RegisterFieldKey | 'dialingCode', value: string) => {
    set(key, value);
    if (serverErrorKey === key) setServerErrorKey(null);
    if (key === 'dialingCode' || !errors[key]) return;
    const field = fieldOf(key);
    if (field)
      setErrors((e) => ({
        ...e,
        [key]: validateRegisterField(field, { ...values, [key]: value }, i18n, ageContext()),
      }));
  };

  const setAgree = (isTicked: boolean) => {
    set('agree', isTicked ? '1' : '');
    setErrors((e) => ({ ...e, agree: null }));
  };

  const onProof = (next: SliderProof | null) => {
    humanCheck.setProof(next);
    if (next) setErrors((e) => ({ ...e, slider: null }));
  };

  /** Before a platform SMS code is asked for: the number, then the human check (spec §5, §7). */
  const canSendCode = (): boolean => {
    if (!checkField('mobileNum')) return false;
    const slider = humanCheck.missing();
    setErrors((e) => ({ ...e, slider }));
    return slider === null;
  };
  /** The human check's fields for one code request (the slider starts afresh). */
  const codeProof = (): Promise<HumanCheckProof> => humanCheck.take();

  /** A new slider challenge and captcha image: both are single use. */
  const refreshChecks = () => {
    setCaptchaKey((k) => k + 1);
    set('captcha', '');
    humanCheck.renew();
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const place = (error: unknown) => {
    const shown = [...fields.map((f) => f.key), 'slider', ...(referralCode ? ['referralCode'] : [])];
    // The platform checks the typed invitation code, or else the link's referral code.
    const invitationField =
      fieldOf('affiliateCode') && values.affiliateCode.trim()
        ? 'affiliateCode'
        : referralCode
          ? 'referralCode'
          : undefined;
    const aliases = invitationField ? { affiliateCode: invitationField } : undefined;
    const placed = placeServerError(
      error,
      { shown, isMobileUsername: mode === 'mobile', ruleOf: hintOf, aliases },
      i18n,
    );
    setServerErrorKey(placed.target);
    return placed;
  };

  /** A refused registration: its message under its field (or the form); everything typed stays. */
  const showFailure = (error: unknown) => {
    const placed = place(error);
    setErrors({ [placed.target]: placed.message });
    if (errorCodeOf(error) === 'invitation_code_error') setWarning(placed.message);
    focusFirstError();
  };

  /** A refused code request (number taken, too many requests): added to the messages already shown. */
  const onSendError = (error: unknown) => {
    // A GeeTest round left open says so in the warning alone.
    if (humanCheckFailure(error, i18n)) return;
    // The Firebase phone check's own refusals (number format, too many requests, quota…) by the number.
    const firebaseCode = firebaseCodeOf(error);
    if (firebaseCode !== undefined)
      return setErrors((e) => ({ ...e, mobileNum: phoneCheckMessage(firebaseCode, i18n) }));
    const placed = place(error);
    setErrors((e) => ({ ...e, [placed.target]: placed.message }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy || !rulesQuery.data) return;
    setServerErrorKey(null);
    const found: RegisterErrors = {
      ...validateRegister(fields, values, i18n, ageContext()),
      agree: values.agree
        ? null
        : t({
            message: `Please confirm you are at least ${minimumAge} years old and accept the user agreement.`,
            comment: 'minimumAge: a number of years',
          }),
      slider: sliderOn ? humanCheck.missing() : null,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return focusFirstError();
    if (!isOnline) return setErrors({ form: t`You are offline. Registering needs a connection.` });
    const affiliateCode = fieldOf('affiliateCode') ? values.affiliateCode.trim() : '';
    const env = { domain: window.location.host, registerUrl: window.location.href, loginDeviceId: deviceId() };
    const built = buildRegisterBody({
      mode,
      fields,
      values,
      referralCode,
      slider: sliderOn ? humanCheck.proof : null,
      env,
      locale: i18n.locale,
    });
    const body = social ? { ...built, firebaseChannel: social.provider, firebaseIdToken: social.idToken } : built;
    const human = geetestOn ? () => solveGeetest('register', preferencesState.language || 'EN') : undefined;
    const confirm = !social && fieldOf('verificationCode') ? pendingPhoneConfirm() : null;
    const code = values.verificationCode.trim();
    const phoneProof = confirm ? () => confirm(code) : undefined;
    registration.mutate(
      { body, mode, affiliateCode, human, phoneProof },
      {
        onSuccess: (session) => {
          clearDraft(REGISTER_DRAFT);
          setPhoneConfirm(null);
          if (social) endSocialSignUp();
          finishAndGoHome(session, social ? 'firebase' : 'register');
        },
        onError: (error) => {
          if (error instanceof AffiliateCodeRefusal) {
            // Checked before registering: the slider proof is still unused, so it stays.
            const failure = affiliateFailure(error.refusal, i18n);
            setServerErrorKey(failure.affiliateCode ? 'affiliateCode' : null);
            setErrors(failure);
            if (failure.affiliateCode) setWarning(failure.affiliateCode);
            focusFirstError();
            return;
          }
          const firebaseCode = firebaseCodeOf(error);
          if (firebaseCode !== undefined) {
            // The Firebase SMS check refused the code (wrong, expired…): the confirmation stays for another try.
            setErrors({ verificationCode: phoneCheckMessage(firebaseCode, i18n) });
            focusFirstError();
            return;
          }
          if (error instanceof GeetestError) {
            setErrors({
              form:
                error.reason === 'closed'
                  ? t`Complete the verification to register.`
                  : t`The verification could not load. Please try again.`,
            });
            return;
          }
          showFailure(error);
          refreshChecks();
        },
      },
    );
  };

  /** The reset button: forget the draft and start over (no confirmation). */
  const reset = () => {
    clearDraft(REGISTER_DRAFT);
    setServerErrorKey(null);
    setErrors({});
    refreshChecks();
  };

  return {
    rulesQuery,
    fields,
    values,
    errors,
    referralCode,
    isBusy,
    sliderShown,
    sliderNonce: humanCheck.nonce,
    captchaKey,
    hintOf,
    onBlur,
    onChange,
    checkField,
    canSendCode,
    codeProof,
    setAgree,
    onProof,
    onSubmit,
    reset,
    onSendError,
    warning,
    closeWarning: () => setWarning(null),
  };
}
