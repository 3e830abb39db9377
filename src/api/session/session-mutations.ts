/**
 * Session writes: login (username or SMS), the new-location verification, and free play. Each
 * answers a session, which the caller starts; member data is invalidated so nothing of an earlier
 * session is shown as fresh (the new session's token-keyed queries fetch on their own).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { sessionEndpoints } from '#contract/endpoints/session-endpoints.ts';
import type { GeetestValidate, LoginBody, VerificationMethod } from '#contract/session-schemas.ts';

import { apiClient } from '@/api/api-client';
import { memberQueries } from '@/api/member/member-queries';
import { useWriteMutation } from '@/api/write-mutation';

import { freePlay } from './session-requests';

/** Marks every member query stale after a new session arrives. */
export function invalidateMemberData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: memberQueries.all() });
}

export interface LoginVars {
  body: LoginBody;
  /** The GeeTest check, solved inside the pending state just before the call (GEETEST3). */
  human?: () => Promise<GeetestValidate>;
}

/** Logs in (encrypted) by username and password or by SMS code. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: async ({ body, human }: LoginVars) => {
      const sent = human ? { ...body, geetestValidateV4: await human() } : body;
      return apiClient().call(sessionEndpoints.login, { body: sent, headers: { Device: 'PWA' } });
    },
    onSuccess: () => void invalidateMemberData(queryClient),
  });
}

/** Answers the extra check (encrypted) for a login from a new location. */
export function useLoginVerification() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: {
      verificationId: string;
      method: VerificationMethod;
      verificationCode?: string;
      email?: string;
      bankAccountName?: string;
    }) => apiClient().call(sessionEndpoints.loginVerification, { body }),
    onSuccess: () => void invalidateMemberData(queryClient),
  });
}

/** Starts a trial session (FREEPLAY3). */
export function useFreePlay() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (_: void) => freePlay(),
    onSuccess: () => void invalidateMemberData(queryClient),
  });
}
