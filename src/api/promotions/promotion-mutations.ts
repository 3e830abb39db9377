/**
 * Promotion writes: apply (comment and images), join, and claim the issued bonus (a money action).
 * The member's standing lives under the wallet key, so each write refetches `walletQueries.all()`.
 */
import { useQueryClient } from '@tanstack/react-query';

import { promotionEndpoints } from '#contract/endpoints/promotion-endpoints.ts';

import { apiClient } from '@/api/api-client';
import { idempotent, useMoneyMutation } from '@/api/money-mutation';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useWriteMutation } from '@/api/write-mutation';

/** Applies to a promotion; `readImages` turns the chosen files into data URLs inside the pending state. */
export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: async ({
      readImages,
      ...body
    }: {
      promotionId: number;
      comment: string;
      readImages: () => Promise<string[]>;
    }) => apiClient().call(promotionEndpoints.apply, { body: { ...body, images: await readImages() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
  });
}

/** Joins promotion `id`; the standing is refetched either way. */
export function useJoinPromotion() {
  const queryClient = useQueryClient();
  return useWriteMutation({
    mutationFn: (promotionId: number) => apiClient().call(promotionEndpoints.join, { body: { promotionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
  });
}

/** Claims the issued bonus of promotion `id` into the main wallet. */
export function useClaimPromotion() {
  return useMoneyMutation({
    request: (promotionId: number, idempotencyKey: string) =>
      apiClient().call(promotionEndpoints.claim, {
        body: { promotionId },
        headers: idempotent(idempotencyKey),
      }),
    signature: (id: number) => `claim-${id}`,
  });
}
