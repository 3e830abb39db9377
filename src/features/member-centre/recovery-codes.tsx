/**
 * The recovery codes, shown once right after the authenticator is turned on (the platform keeps
 * only their hashes). Each works once in place of a code, for a new-device login or to unbind.
 */
import { useLingui } from '@lingui/react/macro';

import { CopyButton } from '@/ui/copy-button';

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div className="recovery-codes" data-testid="recovery-codes">
      <p className="form-success" role="status">
        {t`Your authenticator app is on.`}
      </p>
      <p>
        {t`Save these recovery codes somewhere safe. If you lose your phone, each one works once instead of a code from the app. They are shown only now.`}
      </p>
      <ol className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="wallet-actions">
        <CopyButton
          text={codes.join('\n')}
          label={t`Copy the recovery codes`}
          failedText={t`Copy failed: write the codes down by hand.`}
          testId="copy-recovery-codes"
        />
        <button type="button" className="button button--primary" onClick={onDone} data-testid="recovery-codes-saved">
          {t`I have saved them`}
        </button>
      </div>
    </div>
  );
}
