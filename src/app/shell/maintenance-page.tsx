/** Status 1: the platform is under maintenance. */
import { Trans } from '@lingui/react/macro';

import { CustomerServiceButton } from './customer-service-button';

export function MaintenancePage() {
  return (
    <main className="status-page" data-testid="maintenance-page">
      <h1>
        <Trans>Under maintenance</Trans>
      </h1>
      <p>
        <Trans>We are improving our service. Please come back soon; your account and balance are safe.</Trans>
      </p>
      <CustomerServiceButton />
    </main>
  );
}
