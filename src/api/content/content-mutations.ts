/** Content and support writes: referral links, feedback, chat messages; each refetches its own factory's `all()`. */
import { useQueryClient } from '@tanstack/react-query';

import type { FeedbackType } from '#contract/content-schemas.ts';

import { useWriteMutation } from '@/api/write-mutation';

import { chatQueries, feedbackQueries, referralQueries } from './content-queries';
import { createReferralLink, deleteReferralLink, sendChatMessage, submitFeedback } from './content-requests';

/** Creates (`{ create: name }`) or deletes (`{ remove: id }`) a referral link; the links are refetched either way. */
export function useReferralLinkAction() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: async (action: { create: string } | { remove: number }): Promise<void> => {
      if ('create' in action) await createReferralLink(action.create);
      else await deleteReferralLink(action.remove);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: referralQueries.all() }),
  });
}

/** Sends feedback or a complaint; the member's own list is refetched. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: { type: FeedbackType; content: string; contact?: string }) => submitFeedback(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackQueries.all() }),
  });
}

/** Sends a chat message; the conversation is refetched before the mutation settles. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: sendChatMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueries.all() }),
  });
}
