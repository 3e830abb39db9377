/** Root gate by system status: 0 the app, 1 maintenance, 2 region block (maintenance wins). */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { removeBootShell } from '@/app/boot-shell';
import { systemStateOf } from '@/lib/system-state';
import { useSystemStatus } from '@/hooks/use-platform-data';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockPage } from './region-block-page';

const BOOT_SHELL_FALLBACK_MS = 4_000;

export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const status = useSystemStatus();
  const isWaiting = status.isPending && status.fetchStatus === 'fetching';
  // Without any status (first visit offline, platform unreachable) the shell still renders and
  // the notices bar explains what failed.
  const state = systemStateOf(status.data);
  // The static skeleton of index.html stays over the app until the page's layout mounts (which
  // removes it); once the status is known it goes after a few seconds at the latest, so a slow
  // route chunk shows its own "loading slowly" message instead of an endless skeleton.
  useEffect(() => {
    if (isWaiting) return;
    if (state !== 0) return removeBootShell();
    const timer = setTimeout(removeBootShell, BOOT_SHELL_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [isWaiting, state]);
  if (isWaiting) {
    return (
      <div className="boot-splash" role="status">
        <span className="spinner" aria-hidden="true" /> {t`Loading…`}
      </div>
    );
  }
  if (state === 1) return <MaintenancePage />;
  if (state === 2 && status.data) return <RegionBlockPage location={status.data.location} />;
  return <>{children}</>;
}
