/** Root gate by system status: 0 the app, 1 maintenance, 2 region block (maintenance wins). */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { systemStateOf } from '@/lib/system-state';
import { useSystemStatus } from '@/hooks/use-platform-data';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockPage } from './region-block-page';

export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const status = useSystemStatus();
  if (status.isPending && status.fetchStatus === 'fetching') {
    return (
      <div className="boot-splash" role="status">
        <span className="spinner" aria-hidden="true" /> {t`Loading…`}
      </div>
    );
  }
  // Without any status (first visit offline, platform unreachable) the shell still renders and
  // the notices bar explains what failed.
  const state = systemStateOf(status.data);
  if (state === 1) return <MaintenancePage />;
  if (state === 2 && status.data) return <RegionBlockPage location={status.data.location} />;
  return <>{children}</>;
}
