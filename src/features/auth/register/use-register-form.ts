/**
 * State and flow of the registration form (spec §4), on the form layer: the schema follows the
 * fields the platform's register rules show (each checked on blur and on submit), then the age tick
 * and the slider; the invitation code is checked, then the member registered with auto-login,
 * finished and sent to '/'. The SMS code request carries a human check of its own (spec §7; a
 * slider challenge is single use, so the slider starts afresh once a code is asked for). Values
 * live in the draft store, so nothing typed is lost on a refusal or when the dialog closes.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';

import type { HumanCheckProof, SliderProof } from '#contract/session-schemas.ts';

import { errorCodeOf } from '@/api/error-code';
import { AffiliateCodeRefusal, useRegister } from '@/api/member/member-mutations';
import { systemQueries } from '@/api/system/system-queries';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useMinimumAge, useWhitelabelFlags } from '@/hooks/use-platform-data';
import { deviceId } from '@/lib/device-id';
import { todayIso } from '@/lib/typed-date';
import { isModuleOn } from '@/lib/whitelabel';
import { preferencesState } from '@/stores/preferences-store';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';

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
import { fieldHint, validateRegister } from './register-validation';
import { useFinishAndGoHome } from './use-finish-and-go-home';

/** Asked of nobody finishing a Google or Facebook sign-up: the provider's sign-in stands in for them. */
const NOT_FOR_SOCIAL: ReadonlySet<RegisterFieldKey> = new Set(['password', 'confirmPassword', 'captcha']);
const VALUE_KEYS = Object.keys(REGISTER_DEFAULTS) as (keyof RegisterValues)[];

/**
 * `social`: a first Google or Facebook sign-in being finished. The form then asks only
 * what the rules require that the provider did not give (no password, captcha or slider; no
 * e-mail when the provider verified one) and sends the provider's token instead.
 */
export function useRegisterForm(mode: RegisterMode, social: PendingSignUp | null = null) {
  const { t, i18n } = useLingui();
  const isOnline = useOnlineStatus();
  const flags = useWhitelabelFlags();
  const rulesQuery = useQuery(systemQueries.registerRules());
  const { referralCode }: { referralCode?: string } = useSearch({ strict: false });
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

  const minimumAge = useMinimumAge();
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

  // Only the fields shown are checked; the birthday against today, read at each check, so a form
  // left open past midnight counts the new day.
  const schema = textFields(VALUE_KEYS, (typed) => ({
    ...validateRegister(fields, typed, i18n, { minimumAge, today: todayIso() }),
    agree: typed.agree
      ? null
      : t({
          message: `Please confirm you are at least ${minimumAge} years old and accept the user agreement.`,
          comment: 'minimumAge: a number of years',
        }),
    slider: sliderOn ? humanCheck.missing() : null,
  }));

  const typesInvitation = fieldOf('affiliateCode') !== undefined;
  const form = useForm({
    schema,
    initial: REGISTER_DEFAULTS,
    draft: REGISTER_DRAFT,
    isPending: isBusy,
    placement: (typed) => {
      // The platform checks the typed invitation code, or else the link's referral code: its refusal goes there.
      const invitation =
        typesInvitation && typed.affiliateCode.trim() ? 'affiliateCode' : referralCode ? 'referralCode' : undefined;
      return {
        // The slider only when it is on screen: a refusal of it otherwise goes to the form's message.
        shown: [
          ...fields.map((f) => f.key),
          ...(sliderShown ? ['slider'] : []),
          ...(referralCode ? ['referralCode'] : []),
        ],
        isMobileUsername: mode === 'mobile',
        ruleOf: hintOf,
        aliases: invitation ? { affiliateCode: invitation } : undefined,
      };
    },
    onSubmit: (typed) => send(typed),
  });

  const setAgree = (isTicked: boolean) => form.set('agree', isTicked ? '1' : '');

  const onProof = (next: SliderProof | null) => {
    humanCheck.setProof(next);
    if (next) form.setErrors((e) => ({ ...e, slider: null }));
  };

  /** Before a platform SMS code is asked for: the number (spec §5), then the human check, whose message joins those shown. */
  const canSendCode = (): boolean => {
    if (!form.check('mobileNum')) return false;
    const slider = humanCheck.missing();
    form.setErrors((e) => ({ ...e, slider }));
    return slider === null;
  };
  /** The human check's fields for one code request (the slider starts afresh). */
  const codeProof = (): Promise<HumanCheckProof> => humanCheck.take();

  /** A new slider challenge and captcha image: both are single use. */
  const refreshChecks = () => {
    setCaptchaKey((k) => k + 1);
    form.clearValue('captcha');
    humanCheck.renew();
  };

  /** A refused code request (number taken, too many requests): added to the messages already shown. */
  const onSendError = (error: unknown) => {
    // A GeeTest round left open says so in the warning alone.
    if (humanCheckFailure(error, i18n, 'code')) return;
    // The Firebase phone check's own refusals (number format, too many requests, quota…) by the number.
    const firebaseCode = firebaseCodeOf(error);
    if (firebaseCode !== undefined)
      return form.setErrors((e) => ({ ...e, mobileNum: phoneCheckMessage(firebaseCode, i18n) }));
    form.failAlongside(error);
  };

  const send = (typed: RegisterValues) => {
    if (!isOnline) return form.setErrors({ form: t`You are offline. Registering needs a connection.` });
    const affiliateCode = typesInvitation ? typed.affiliateCode.trim() : '';
    const env = { domain: window.location.host, registerUrl: window.location.href, loginDeviceId: deviceId() };
    const built = buildRegisterBody({
      mode,
      fields,
      values: typed,
      referralCode,
      slider: sliderOn ? humanCheck.proof : null,
      env,
      locale: i18n.locale,
    });
    const body = social ? { ...built, firebaseChannel: social.provider, firebaseIdToken: social.idToken } : built;
    const human = geetestOn ? () => solveGeetest('register', preferencesState.language || 'EN') : undefined;
    const confirm = !social && fieldOf('verificationCode') ? pendingPhoneConfirm() : null;
    const code = typed.verificationCode.trim();
    const phoneProof = confirm ? () => confirm(code) : undefined;
    registration.mutate(
      { body, mode, affiliateCode, human, phoneProof },
      {
        onSuccess: (session) => {
          form.reset();
          setPhoneConfirm(null);
          if (social) endSocialSignUp();
          finishAndGoHome(session, social ? 'firebase' : 'register');
        },
        onError: (error) => {
          if (error instanceof AffiliateCodeRefusal) {
            // Checked before registering: the slider proof is still unused, so it stays.
            const failure = affiliateFailure(error.refusal, i18n);
            form.refuse(failure);
            if (failure.affiliateCode) setWarning(failure.affiliateCode);
            return;
          }
          const firebaseCode = firebaseCodeOf(error);
          if (firebaseCode !== undefined) {
            // The Firebase SMS check refused the code (wrong, expired…): the confirmation stays for another try.
            form.refuse({ verificationCode: phoneCheckMessage(firebaseCode, i18n) });
            return;
          }
          if (error instanceof GeetestError) {
            form.setErrors({
              form:
                error.reason === 'closed'
                  ? t`Complete the verification to register.`
                  : t`The verification could not load. Please try again.`,
            });
            return;
          }
          const placed = form.fail(error);
          if (errorCodeOf(error) === 'invitation_code_error') setWarning(placed.message);
          refreshChecks();
        },
      },
    );
  };

  /** The reset button: forget the draft and start over (no confirmation). */
  const reset = () => {
    form.reset();
    refreshChecks();
  };

  return {
    rulesQuery,
    fields,
    form,
    referralCode,
    isBusy,
    sliderShown,
    sliderNonce: humanCheck.nonce,
    captchaKey,
    hintOf,
    setAgree,
    onProof,
    canSendCode,
    codeProof,
    reset,
    onSendError,
    warning,
    closeWarning: () => setWarning(null),
  };
}
