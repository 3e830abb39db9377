/**
 * Member writes: register (with auto-login), change the password, and the two password resets.
 * Register and reset by phone answer a new session, so member data is invalidated as after a login.
 */
import { useQueryClient } from '@tanstack/react-query';

import type { RequestInput } from '#contract/endpoint.ts';
import { memberEndpoints } from '#contract/endpoints/member-endpoints.ts';
import type { RegisterBody } from '#contract/member-schemas.ts';
import type { GeetestValidate, HumanCheckProof } from '#contract/session-schemas.ts';

import { apiClient } from '@/api/api-client';
import { invalidateMemberData } from '@/api/session/session-mutations';
import { useWriteMutation } from '@/api/write-mutation';

import { memberQueries } from './member-queries';

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
  /** The Firebase SMS check: confirms the typed code with Firebase and answers its ID token. */
  phoneProof?: () => Promise<string>;
}

/**
 * Registers (encrypted) and logs in: invitation code check (for this host), GeeTest, then the
 * registration by username or mobile number.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: async ({ body, mode, affiliateCode, human, phoneProof }: RegisterVars) => {
      if (affiliateCode) {
        await apiClient()
          .call(memberEndpoints.checkAffiliate, { query: { code: affiliateCode, domain: window.location.host } })
          .catch((refusal: unknown) => {
            throw new AffiliateCodeRefusal(refusal);
          });
      }
      const checked = human ? { ...body, geetestValidateV4: await human() } : body;
      // The Firebase SMS check: the code is confirmed with Firebase, whose token proves the number.
      const sent = phoneProof
        ? {
            ...checked,
            verificationCode: undefined,
            firebaseChannel: 'sms' as const,
            firebaseIdToken: await phoneProof(),
          }
        : checked;
      const isMobile = mode === 'mobile';
      return apiClient().call(isMobile ? memberEndpoints.registerMobile : memberEndpoints.register, {
        body: { ...sent, login: true },
        headers: { ModuleId: isMobile ? 'MOBILENUMREG3' : 'REG3', Device: 'PWA' },
      });
    },
    onSuccess: () => void invalidateMemberData(queryClient),
  });
}

/** Changes the login password (encrypted); member info is refetched before the mutation settles. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
      apiClient().call(memberEndpoints.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueries.all() }),
  });
}

export interface ResetByPhoneVars {
  body: Omit<RequestInput<typeof memberEndpoints.resetByPhone>, keyof HumanCheckProof>;
  /** The human check's fields (spec §7), taken inside the pending state just before the call. */
  human?: () => Promise<HumanCheckProof>;
}

/** Resets the password by SMS code (encrypted), with the human check, and logs in. */
export function useResetPasswordByPhone() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: async ({ body, human }: ResetByPhoneVars) =>
      apiClient().call(memberEndpoints.resetByPhone, { body: { ...body, ...(await human?.()) } }),
    onSuccess: () => void invalidateMemberData(queryClient),
  });
}

/** E-mails a temporary password to the address bound to the account (form-encoded; nothing cached changes). */
export function useRequestPasswordByEmail() {
  return useWriteMutation({
    mutationFn: ({ username, email }: { username: string; email: string }) =>
      apiClient().call(memberEndpoints.passwordByEmail, { body: { username, email } }),
  });
}
