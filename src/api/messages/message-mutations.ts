/** Inbox writes (mark read, delete) and the member's transfer to their upline (money). */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useMoneyMutation } from '@/api/money-mutation';

import { messageQueries } from './message-queries';
import { deleteMessages, markMessagesRead, transferToUpline } from './message-requests';

/** Marks messages read (several may be in flight); the inbox and the unread count are refetched either way. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
  });
}

/** Deletes messages (several may be in flight); the inbox and the unread count are refetched either way. */
export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
  });
}

/** Sends money to the member's upline agent; the key follows the amount (not the password). */
export function useTransferToUpline() {
  return useMoneyMutation({
    request: transferToUpline,
    signature: (body: { amount: string; paymentPassword: string }) => JSON.stringify({ amount: body.amount }),
  });
}
