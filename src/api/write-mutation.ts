/**
 * `useMutation` with a single-flight `mutate`: a second call while one is in flight is ignored.
 * The pending flag reaches the screen a tick later (the query notifier batches), so a double click
 * could otherwise send twice before the button is disabled.
 */
import {
  useMutation,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useRef } from 'react';

/** A mutation whose `mutate` sends at most one request at a time. */
export type WriteMutation<TData, TVars> = Omit<UseMutationResult<TData, Error, TVars>, 'mutate'> & {
  mutate: (vars: TVars, options?: MutateOptions<TData, Error, TVars>) => void;
};

/** The base of every domain mutation hook: `useMutation` plus the single-flight guard. */
export function useWriteMutation<TData, TVars = void>(
  options: UseMutationOptions<TData, Error, TVars>,
): WriteMutation<TData, TVars> {
  const inFlight = useRef(false);
  const mutation = useMutation<TData, Error, TVars>({
    ...options,
    onSettled: (data, error, vars, result, context) => {
      inFlight.current = false;
      return options.onSettled?.(data, error, vars, result, context);
    },
  });
  const mutate = (vars: TVars, callbacks?: MutateOptions<TData, Error, TVars>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(vars, callbacks);
  };
  return { ...mutation, mutate };
}
