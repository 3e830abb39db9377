/** The customer-service button (floating bar, maintenance and region-block pages). */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useSystemStatus } from '@/hooks/use-platform-data';

import { openCustomerService } from './open-customer-service';

export function CustomerServiceButton({ className = 'button button--primary' }: { className?: string }) {
  const { t } = useLingui();
  const status = useSystemStatus();
  const [failed, setFailed] = useState(false);
  const entries = status.data?.info.customerService ?? [];
  return (
    <>
      <button
        type="button"
        className={className}
        data-testid="customer-service"
        onClick={() => {
          setFailed(false);
          void openCustomerService(entries).then((ok) => setFailed(!ok));
        }}
      >
        {t`Customer service`}
      </button>
      {failed && (
        <p role="alert" className="form-error">{t`Customer service could not be opened. Please try again later.`}</p>
      )}
    </>
  );
}
