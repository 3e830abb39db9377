/**
 * My account writes: nickname, avatar, binding an e-mail or phone. Each answers the updated data,
 * which goes straight into the signed-in session's cache entry (no refetch needed).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { profileEndpoints } from '#contract/endpoints/profile-endpoints.ts';
import type { AvatarBody, BindBody } from '#contract/profile-schemas.ts';

import { apiClient } from '@/api/api-client';
import { memberQueries } from '@/api/member/member-queries';
import { useWriteMutation } from '@/api/write-mutation';
import { keepMemberInSession, sessionState } from '@/stores/session-store';

import { profileQueries } from './profile-queries';

/** Sets the nickname; the answered member info replaces the cached one. */
export function useSetNickname() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  return useWriteMutation({
    mutationFn: (nickname: string) => apiClient().call(profileEndpoints.nickname, { body: { nickname } }),
    onSuccess: (info) => {
      queryClient.setQueryData(memberQueries.info(token).queryKey, info);
      // The session keeps the nickname too (spec §3): the member dropdown shows the new one.
      if (token !== null) keepMemberInSession(info, token);
    },
  });
}

/** Sets a STATIC or CUSTOM avatar; the answer replaces the cached avatar. */
export function useSetAvatar() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  return useWriteMutation({
    mutationFn: (body: AvatarBody) => apiClient().call(profileEndpoints.setAvatar, { body }),
    onSuccess: (avatar) => queryClient.setQueryData(profileQueries.avatar(token).queryKey, avatar),
  });
}

/** Binds an e-mail or phone with its code and the login password; the answered member info replaces the cached one. */
export function useBindContact() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  return useWriteMutation({
    mutationFn: (body: BindBody) => apiClient().call(profileEndpoints.bind, { body }),
    onSuccess: (info) => queryClient.setQueryData(memberQueries.info(token).queryKey, info),
  });
}
