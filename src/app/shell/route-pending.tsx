/**
 * Shown while a route's code or data loads. After a few seconds it says the page is slow; after
 * the spec's 120 s chunk timeout it gives up with the chunk-failure message and a retry.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

export const SLOW_AFTER_MS = 4_000;
export const CHUNK_TIMEOUT_MS = 120_000;

export function RoutePending() {
  const { t } = useLingui();
  const [stage, setStage] = useState<'loading' | 'slow' | 'failed'>('loading');
  useEffect(() => {
    const slow = setTimeout(() => setStage('slow'), SLOW_AFTER_MS);
    const failed = setTimeout(() => setStage('failed'), CHUNK_TIMEOUT_MS);
    return () => {
      clearTimeout(slow);
      clearTimeout(failed);
    };
  }, []);
  if (stage === 'failed') {
    return (
      <section className="route-error" role="alert">
        <p>{t`This page could not be loaded. Check your connection and try again.`}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t`Retry`}
        </button>
      </section>
    );
  }
  return (
    <div className="route-pending" role="status" aria-live="polite" data-stage={stage}>
      <span className="spinner" aria-hidden="true" />
      <span>{stage === 'slow' ? t`The page is loading slowly. Please wait…` : t`Loading…`}</span>
    </div>
  );
}
