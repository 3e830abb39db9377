/**
 * The spec's warning dialog (§8: a failed send-code, a failed invitation code): the message and
 * one confirm button. Portalled to the body so that, opened from inside another dialog, its keys
 * and Escape stay its own (see the Dialog's cancel handling).
 */
import { useLingui } from '@lingui/react/macro';
import { createPortal } from 'react-dom';

import { Dialog } from './dialog';

interface WarningDialogProps {
  /** Nothing shows while null. */
  message: string | null;
  onClose: () => void;
}

export function WarningDialog({ message, onClose }: WarningDialogProps) {
  const { t } = useLingui();
  if (message === null) return null;
  return createPortal(
    <Dialog open onClose={onClose} title={t`Warning`} variant="dialog" closeLabel={t`Close`}>
      <div data-testid="warning-dialog">
        <p role="alert" data-testid="warning-message">
          {message}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button button--primary" onClick={onClose}>{t`OK`}</button>
        </div>
      </div>
    </Dialog>,
    document.body,
  );
}
