/** "Free trial" (when FREEPLAY3 is on): a trial session without registering. */
import { useLingui } from '@lingui/react/macro';

import { useFreePlay } from '@/api/session/session-mutations';
import { FormError } from '@/ui/form-error';

import { useFinishLogin } from '../use-finish-login';

export function FreePlayButton() {
  const { t } = useLingui();
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
      <FormError error={freePlay.error} />
    </>
  );
}
