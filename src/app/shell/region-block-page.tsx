/** Status 2: access is restricted in the visitor's location. */
import { Trans } from '@lingui/react/macro';

import type { SystemStatus } from '#contract/system-schemas.ts';

import { CustomerServiceButton } from './customer-service-button';

export function RegionBlockPage({ location }: { location: SystemStatus['location'] }) {
  return (
    <main className="status-page" data-testid="region-block-page">
      <h1>
        <Trans>Access restricted</Trans>
      </h1>
      <dl className="status-page__facts">
        <dt>
          <Trans>Your IP</Trans>
        </dt>
        <dd data-testid="visitor-ip">{location.ip}</dd>
        <dt>
          <Trans>Country</Trans>
        </dt>
        <dd data-testid="visitor-country">{location.country}</dd>
      </dl>
      <p>
        <Trans>
          Our service is not available in your location or from your IP address. Contact customer service if you believe
          this is a mistake.
        </Trans>
      </p>
      <CustomerServiceButton />
    </main>
  );
}
