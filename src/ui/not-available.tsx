/**
 * What an address shows when the operator switched its screen off: a plain sentence,
 * never a broken page or a silent jump elsewhere (`src/lib/screen-switches.ts`).
 */
import { useLingui } from '@lingui/react/macro';

export function NotAvailable() {
  const { t } = useLingui();
  return (
    <p className="empty-state" role="status" data-testid="not-available">
      {t`This feature is not available on this site.`}
    </p>
  );
}
