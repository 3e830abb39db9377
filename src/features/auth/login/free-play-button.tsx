/** "Free trial" (when FREEPLAY3 is on): a trial session without registering. */
import { useLingui } from '@lingui/react/macro';

import { errorText } from '@/api/api-error-messages';
import { useFreePlay } from '@/api/session/session-mutations';

import { useFinishLogin } from '../use-finish-login';

export function FreePlayButton() {
  const { t, i18n } = useLingui();
  const finish = useFinishLogin();
  const freePlay = useFreePlay();
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--block"
        data-testid="free-play"
        disabled={freePlay.isPending}
        onClick={() => freePlay.mutate(undefined, { onSuccess: (session) => finish(session, 'freeplay') })}
      >
        {t`Free trial`}
      </button>
      {freePlay.error && (
        <p className="form-error" role="alert">
          {errorText(freePlay.error, i18n)}
        </p>
      )}
    </>
  );
}
