/** Inbox writes (mark read, delete) and the member's transfer to their upline (money). */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { messageEndpoints } from '#contract/endpoints/message-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { idempotent, useMoneyMutation } from '@/api/money-mutation';

import { messageQueries } from './message-queries';

/** Marks messages read (several may be in flight); the inbox and the unread count are refetched either way. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient().call(messageEndpoints.read, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
  });
}

/** Deletes messages (several may be in flight); the inbox and the unread count are refetched either way. */
export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiClient().call(messageEndpoints.remove, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
  });
}

/** Sends money to the member's upline agent; the key follows the amount (not the password). */
export function useTransferToUpline() {
  return useMoneyMutation({
    request: (body: { amount: string; paymentPassword: string }, idempotencyKey: string) =>
      apiClient().call(messageEndpoints.transferUpline, { body, headers: idempotent(idempotencyKey) }),
    signature: (body: { amount: string; paymentPassword: string }) => JSON.stringify({ amount: body.amount }),
  });
}
