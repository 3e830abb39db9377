/**
 * The base of every money mutation: refused offline (never queued, never replayed), never retried,
 * guarded against double submits, and sent with one idempotency key per action. The same key is
 * reused when the user retries the same values after a failure, so a request that did arrive is not
 * applied twice; a business refusal is final for those values, so the next try is a new action.
 * Afterwards the wallet (and whatever else the action names) is refetched.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';

import { isApiError, OfflineMoneyRefusal } from '@/api/api-error';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useWriteMutation, type WriteMutation } from '@/api/write-mutation';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export interface MoneyMutationSpec<TVars, TData> {
  /** The request, sent with the action's idempotency key. */
  request: (vars: TVars, idempotencyKey: string) => Promise<TData>;
  /** What makes two submits the same action: the key is reused only for the same signature. */
  signature: (vars: TVars) => string;
  /** Factory keys to refetch afterwards, besides `walletQueries.all()`. */
  invalidates?: readonly QueryKey[];
}

/** The header that makes one money action idempotent (contract §1): `headers: idempotent(key)` on the row's call. */
export function idempotent(idempotencyKey: string): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': idempotencyKey };
}

/** A money mutation: single-flight `mutate`; `mutateAsync` is left out of the type (it would bypass the guard). */
export type MoneyMutation<TData, TVars> = Omit<WriteMutation<TData, TVars>, 'mutateAsync'>;

/** Builds a money mutation from its request, its signature and the keys it invalidates. */
export function useMoneyMutation<TVars, TData>(spec: MoneyMutationSpec<TVars, TData>): MoneyMutation<TData, TVars> {
  const queryClient = useQueryClient();
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  return useWriteMutation<TData, TVars>({
    mutationFn: async (vars) => {
      if (!navigator.onLine) throw new OfflineMoneyRefusal();
      const signature = spec.signature(vars);
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
      return spec.request(vars, attempt.current.key);
    },
    // A retry could move money twice if the first request did arrive; the user decides.
    retry: 0,
    // 'always': offline, the request fails now (refused above) instead of pausing and replaying later.
    networkMode: 'always',
    onSuccess: () => {
      attempt.current = null;
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'business') attempt.current = null;
    },
    onSettled: (_data, error) => {
      if (error instanceof OfflineMoneyRefusal) return;
      for (const queryKey of [walletQueries.all(), ...(spec.invalidates ?? [])])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
