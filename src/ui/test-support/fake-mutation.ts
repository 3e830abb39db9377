/**
 * A mutation hook's stand-in for form tests (`vi.mock` of the domain's mutations module): it
 * records what the form sent and answers with `answer` (a value: success; an error: failure),
 * or, with `hold`, stays pending so the test can check a second submit is ignored.
 */
import { useState } from 'react';

interface Callbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
}

export interface FakeMutationControl<TVars> {
  sent: TVars[];
  answer: unknown;
  hold: boolean;
}

export function useFakeMutation<TVars, TData>(control: FakeMutationControl<TVars>) {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    error: null,
    mutate: (vars: TVars, callbacks: Callbacks<TData> = {}) => {
      control.sent.push(vars);
      setPending(true);
      if (control.hold) return;
      queueMicrotask(() => {
        setPending(false);
        if (control.answer instanceof Error) callbacks.onError?.(control.answer);
        else callbacks.onSuccess?.(control.answer as TData);
      });
    },
  };
}
