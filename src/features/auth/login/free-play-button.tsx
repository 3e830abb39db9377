/** "Free trial" (when FREEPLAY3 is on): a trial session without registering. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { apiErrorMessage } from '@/api/api-error-messages';
import { freePlay } from '@/api/session/session-requests';
import { useFinishLogin } from '../use-finish-login';

export function FreePlayButton() {
  const { t, i18n } = useLingui();
  const finish = useFinishLogin();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--block"
        data-testid="free-play"
        disabled={isBusy}
        onClick={() => {
          setBusy(true);
          setError(null);
          freePlay()
            .then((session) => finish(session, 'freeplay'))
            .catch((e: unknown) => setError(isApiError(e) ? apiErrorMessage(e, i18n) : t`Something went wrong. Please try again later.`))
            .finally(() => setBusy(false));
        }}
      >
        {t`Free trial`}
      </button>
      {error && <p className="form-error" role="alert">{error}</p>}
    </>
  );
}
