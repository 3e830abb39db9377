/**
 * My account writes: nickname, avatar, binding an e-mail or phone. Each answers the updated data,
 * which goes straight into the signed-in session's cache entry (no refetch needed).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';

import { memberQueries } from '@/api/member/member-queries';
import { useWriteMutation } from '@/api/write-mutation';
import { keepMemberInSession, sessionState } from '@/stores/session-store';

import { profileQueries } from './profile-queries';
import { bindContact, setAvatar, setNickname } from './profile-requests';

/** Sets the nickname; the answered member info replaces the cached one. */
export function useSetNickname() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  return useWriteMutation({
    mutationFn: setNickname,
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
    mutationFn: setAvatar,
    onSuccess: (avatar) => queryClient.setQueryData(profileQueries.avatar(token).queryKey, avatar),
  });
}

/** Binds an e-mail or phone with its code and the login password; the answered member info replaces the cached one. */
export function useBindContact() {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionState);
  return useWriteMutation({
    mutationFn: bindContact,
    onSuccess: (info) => queryClient.setQueryData(memberQueries.info(token).queryKey, info),
  });
}
