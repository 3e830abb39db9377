/**
 * Shown when a route fails: a lazy chunk that did not load (lost connection, or a deploy removed
 * it) gets a retry message, never a blank screen; other errors get a generic message.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

import { isApiError } from '@/api/api-error';
import { useErrorText } from '@/ui/use-error-text';

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|ChunkLoadError|Unable to preload/i;

/** True for errors thrown by a failed lazy import. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const isChunk = isChunkLoadError(error);
  const apiText = useErrorText(!isChunk && isApiError(error) ? error : null);
  const message = isChunk
    ? navigator.onLine
      ? t`This page could not be loaded. The app may have been updated; reload to get the latest version.`
      : t`This page could not be loaded because you are offline. Reconnect and try again.`
    : isApiError(error)
      ? apiText
      : t`Something went wrong on this page.`;
  return (
    <section className="route-error" role="alert" data-testid="route-error">
      <p>{message}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          if (isChunk && navigator.onLine) window.location.reload();
          else {
            reset();
            void router.invalidate();
          }
        }}
      >
        {t`Retry`}
      </button>
    </section>
  );
}
