/**
 * A failed invitation-code check, made before registering (spec §5: `invitation_code_error`): any
 * refusal goes under the code field; a lost connection or a server fault (5xx) goes to the form.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { isApiError } from '@/api/api-error';
import { apiErrorMessage, errorText } from '@/api/api-error-messages';
import { errorCodeOf } from '@/api/error-code';

const INVALID_INVITATION = msg`Invalid invitation code.`;

export function affiliateFailure(error: unknown, i18n: I18n): { affiliateCode?: string; form?: string } {
  if (!isApiError(error)) return { form: errorText(error, i18n) };
  if (error.kind !== 'business' || error.status >= 500) return { form: apiErrorMessage(error, i18n) };
  return {
    affiliateCode:
      errorCodeOf(error) === 'expired.affiliate.url' ? apiErrorMessage(error, i18n) : i18n._(INVALID_INVITATION),
  };
}
