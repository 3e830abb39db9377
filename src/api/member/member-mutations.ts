/**
 * Member writes: register (with auto-login), change the password, and the two password resets.
 * Register and reset by phone answer a new session, so member data is invalidated as after a login.
 */
import { useQueryClient } from '@tanstack/react-query';

import type { RegisterBody } from '#contract/member-schemas.ts';
import type { GeetestValidate } from '#contract/session-schemas.ts';

import { invalidateMemberData } from '@/api/session/session-mutations';
import { useWriteMutation } from '@/api/write-mutation';

import { memberQueries } from './member-queries';
import {
  changePassword,
  checkAffiliateCode,
  register,
  requestPasswordByEmail,
  resetPasswordByPhone,
} from './member-requests';

/** The invitation code was refused before registering (so the slider proof is still unused). */
export class AffiliateCodeRefusal extends Error {
  override readonly name = 'AffiliateCodeRefusal';
  constructor(readonly refusal: unknown) {
    super('invitation code refused');
  }
}

export interface RegisterVars {
  body: RegisterBody;
  mode: 'username' | 'mobile';
  /** Checked first; a refusal rejects with `AffiliateCodeRefusal`. */
  affiliateCode?: string;
  /** The GeeTest check, solved inside the pending state just before the call (GEETEST3). */
  human?: () => Promise<GeetestValidate>;
}

/** Registers (and logs in): invitation code check, GeeTest, then the registration. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: async ({ body, mode, affiliateCode, human }: RegisterVars) => {
      if (affiliateCode) {
        await checkAffiliateCode(affiliateCode).catch((refusal: unknown) => {
          throw new AffiliateCodeRefusal(refusal);
        });
      }
      return register(human ? { ...body, geetestValidateV4: await human() } : body, mode);
    },
    onSuccess: () => void invalidateMemberData(queryClient),
  });
}

/** Changes the login password; member info is refetched before the mutation settles. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueries.all() }),
  });
}

/** Resets the password by SMS code and logs in. */
export function useResetPasswordByPhone() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: resetPasswordByPhone,
    onSuccess: () => void invalidateMemberData(queryClient),
  });
}

/** E-mails a temporary password to the address bound to the account (nothing cached changes). */
export function useRequestPasswordByEmail() {
  return useWriteMutation({
    mutationFn: ({ username, email }: { username: string; email: string }) => requestPasswordByEmail(username, email),
  });
}
