/**
 * An SMS login, a Google or Facebook sign-in and a reset by phone from an address the account has
 * not used are asked for the bound authenticator (`login_verify_required`), like a password login:
 * the refusal opens the same verification dialog, which then finishes the login as the way it began.
 */
import { useCallback } from 'react';
import * as v from 'valibot';

import { LoginRefusalSchema } from '#contract/session-schemas.ts';

import { isApiError } from '@/api/api-error';
import { errorCodeOf } from '@/api/error-code';
import { useAuthModal } from '@/hooks/use-auth-modal';
import type { LoginType } from '@/stores/session-store';

import { startVerification } from './verification-store';

/** Returns (error, loginType) => whether the error was the verification step (now opened). */
export function useVerificationStep() {
  const { open } = useAuthModal();
  return useCallback(
    (error: unknown, loginType: LoginType): boolean => {
      if (!isApiError(error) || errorCodeOf(error) !== 'login_verify_required') return false;
      const details = v.safeParse(LoginRefusalSchema, error.details ?? {});
      if (!details.success) return false;
      startVerification(details.output, null, loginType);
      open('verify', { replace: true });
      return true;
    },
    [open],
  );
}
