/**
 * The red envelope: a button in the member's header while one is open for them (never floating
 * over the page); opening it (once) shows the amount in a dialog.
 */
import '@/styles/engagement.css';

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';

import { useOpenRedEnvelope } from '@/api/engagement/engagement-mutations';
import { engagementQueries } from '@/api/engagement/engagement-queries';
import { useBalance } from '@/hooks/use-balance';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';

export function RedEnvelope() {
  const { t, i18n } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  const { format } = useBalance();
  const status = useQuery({
    ...engagementQueries.redEnvelope(token, i18n.locale),
    enabled: token !== null && !isTrialSession(info),
  });
  const [isOpen, setOpen] = useState(false);
  const [amount, setAmount] = useState<string | null>(null);
  const action = useOpenRedEnvelope();
  const envelope = status.data?.envelope;
  if (!envelope || (!envelope.available && status.data?.claimed === null)) return null;
  const claimed = amount ?? status.data?.claimed ?? null;

  const open = () => action.mutate(envelope.id, { onSuccess: (result) => setAmount(result.amount) });

  return (
    <>
      <button
        type="button"
        className="red-envelope__button"
        onClick={() => setOpen(true)}
        data-testid="red-envelope-button"
        aria-label={t`Red envelope`}
      >
        <span aria-hidden="true">🧧</span>
      </button>
      <Dialog
        open={isOpen}
        onClose={() => setOpen(false)}
        title={envelope.title}
        variant="dialog"
        closeLabel={t`Close`}
      >
        <div className="red-envelope" data-testid="red-envelope">
          {claimed !== null ? (
            <p
              className="red-envelope__amount"
              role="status"
              data-testid="red-envelope-amount"
            >{t`You got ${format(claimed)}!`}</p>
          ) : (
            <>
              <p>{t`Open the red envelope for a random bonus. Each member can open it once.`}</p>
              <button
                type="button"
                className="button button--primary button--block"
                disabled={action.isPending}
                onClick={open}
                data-testid="red-envelope-open"
              >{t`Open`}</button>
            </>
          )}
          <FormError error={action.error} />
        </div>
      </Dialog>
    </>
  );
}
