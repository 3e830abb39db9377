/**
 * Runs a money action once: refused offline (never queued), guarded against double submits, and
 * sent with one idempotency key per action. The same key is reused when the user retries the same
 * values after a failure, so a request that did arrive is not applied twice.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { apiErrorMessage } from '@/api/api-error-messages';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** Returns `run(signature, action)` plus busy and error state. */
export function useMoneyAction() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async <T,>(signature: string, action: (idempotencyKey: string) => Promise<T>): Promise<T | null> => {
    if (inFlight.current) return null;
    if (!navigator.onLine) {
      setError(t`You are offline. Money actions need a connection and are never sent later.`);
      return null;
    }
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const result = await action(attempt.current.key);
      attempt.current = null;
      return result;
    } catch (e) {
      // A business refusal is final for these values: the next try is a new action.
      if (isApiError(e) && e.kind === 'business') attempt.current = null;
      setError(isApiError(e) ? apiErrorMessage(e, i18n) : t`Something went wrong. Please try again later.`);
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: walletQueries.all() });
    }
  };
  return { run, isBusy, error, setError };
}
