/**
 * Session writes: login (username or SMS), the new-location verification, and free play. Each
 * answers a session, which the caller starts; member data is invalidated so nothing of an earlier
 * session is shown as fresh (the new session's token-keyed queries fetch on their own).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { GeetestValidate, LoginBody } from '#contract/session-schemas.ts';

import { memberQueries } from '@/api/member/member-queries';
import { useWriteMutation } from '@/api/write-mutation';

import { freePlay, login, loginVerification } from './session-requests';

/** Marks every member query stale after a new session arrives. */
export function invalidateMemberData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: memberQueries.all() });
}

export interface LoginVars {
  body: LoginBody;
  /** The GeeTest check, solved inside the pending state just before the call (GEETEST3). */
  human?: () => Promise<GeetestValidate>;
}

/** Logs in by username and password or by SMS code. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: async ({ body, human }: LoginVars) =>
      login(human ? { ...body, geetestValidateV4: await human() } : body),
    onSuccess: () => void invalidateMemberData(queryClient),
  });
}

/** Answers the extra check for a login from a new location. */
export function useLoginVerification() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: loginVerification,
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
