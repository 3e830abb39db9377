/** Turns a refused login into field messages and the next step (captcha, new slider, verification). */
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';

import { LoginRefusalSchema, type LoginRefusal } from '#contract/session-schemas.ts';

import { isApiError } from '@/api/api-error';
import { errorText } from '@/api/api-error-messages';
import { errorCodeOf } from '@/api/error-code';
import { placeServerError } from '@/ui/form/server-errors';

export interface LoginErrorView {
  form: string | null;
  captcha: string | null;
  slider: string | null;
  needsCaptcha: boolean;
  verification: LoginRefusal | null;
}

/**
 * Returns a mapper from a thrown error to what the form should show. `sliderShown`: whether the form
 * shows the slider check (the platform's SLIDER3); when it does not, a refusal of the slider is the
 * form's message instead of a message under a slider nobody sees.
 */
export function useLoginErrors() {
  const { t, i18n } = useLingui();
  return (error: unknown, { sliderShown }: { sliderShown: boolean }): LoginErrorView => {
    const view: LoginErrorView = { form: null, captcha: null, slider: null, needsCaptcha: false, verification: null };
    if (!isApiError(error)) return { ...view, form: errorText(error, i18n) };
    const details = v.safeParse(LoginRefusalSchema, error.details ?? {});
    const refusal = details.success ? details.output : null;
    const code = errorCodeOf(error);
    view.needsCaptcha = refusal?.captchaRequired === true || code === 'captcha.required' || code === 'captcha.invalid';
    // The captcha's and the slider's refusals go under them, by the one table of refusals.
    const { target, message } = placeServerError(
      error,
      { shown: sliderShown ? ['captcha', 'slider'] : ['captcha'] },
      i18n,
    );
    if (target === 'captcha') return { ...view, captcha: message };
    if (target === 'slider') return { ...view, slider: message };
    switch (code) {
      case 'login_verify_required':
        return { ...view, verification: refusal };
      case 'login.cred.err': {
        const left = refusal?.remainingAttempts;
        return {
          ...view,
          form:
            left !== null && left !== undefined
              ? `${message} ${t({ message: `Attempts left before the account is locked: ${left}`, comment: 'left: a number of login attempts' })}`
              : message,
        };
      }
      default:
        return { ...view, form: message };
    }
  };
}
