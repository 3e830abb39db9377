/** Content and support writes: referral links, feedback, chat messages; each refetches its own factory's `all()`. */
import { useQueryClient } from '@tanstack/react-query';

import type { FeedbackType } from '#contract/content-schemas.ts';
import { contentEndpoints } from '#contract/endpoints/content-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { useWriteMutation } from '@/api/write-mutation';

import { chatQueries, feedbackQueries, referralQueries } from './content-queries';

/** Creates (`{ create: name }`) or deletes (`{ remove: id }`) a referral link; the links are refetched either way. */
export function useReferralLinkAction() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: async (action: { create: string } | { remove: number }): Promise<void> => {
      if ('create' in action)
        await apiClient().call(contentEndpoints.createReferralLink, { body: { name: action.create } });
      else await apiClient().call(contentEndpoints.deleteReferralLink, { body: { id: action.remove } });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: referralQueries.all() }),
  });
}

/** Sends feedback or a complaint; the member's own list is refetched. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: { type: FeedbackType; content: string; contact?: string }) =>
      apiClient().call(contentEndpoints.feedback, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackQueries.all() }),
  });
}

/** Sends a chat message; the conversation is refetched before the mutation settles. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (content: string) => apiClient().call(contentEndpoints.sendChatMessage, { body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueries.all() }),
  });
}
