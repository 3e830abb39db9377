/**
 * Root gate by system status: 0 the app, 1 maintenance, 2 region block (maintenance wins).
 *
 * With a persisted status the app renders at once and status refreshes in the background. On a
 * first visit the splash lasts until `SPLASH_LIMIT_MS` after boot first asked for status (the
 * clock of `splash-clock.ts`, shared with the route guard, not restarted at mount); after that, or as soon as status
 * fails, a translated "cannot reach" message with a retry button replaces it. The gate never goes
 * back to the splash: in TanStack Query v5 a refetch of a query without data is `pending` again,
 * and unmounting the app on every refetch remounted its observers, which refetched: a storm.
 */
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

import { allowRetryNow } from '@/api/api-client';
import { removeBootShell } from '@/app/boot-shell';
import { useSystemStatus } from '@/hooks/use-platform-data';
import { slowTimeLeft, splashTimeLeft } from '@/lib/splash-clock';
import { systemStateOf } from '@/lib/system-state';
import { lazyPart, PartBoundary } from '@/ui/lazy-part';

import { gateView, type GateView } from './gate-view';

// Rarely shown, so not part of every first visit's download: the platform that said so answers, and
// the service worker holds them after the first visit.
const MaintenancePage = lazyPart(() => import('./maintenance-page').then((m) => m.MaintenancePage));
const RegionBlockPage = lazyPart(() => import('./region-block-page').then((m) => m.RegionBlockPage));

/** Once the status is known, the static first screen goes after this at the latest. */
const BOOT_SHELL_FALLBACK_MS = 4_000;

export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const hasStatus = status.data !== undefined;
  const waitedOut = useDeadline(splashTimeLeft, hasStatus);
  const gaveUp = useDeadline(slowTimeLeft, hasStatus);
  const view = gateView({ hasStatus, waitedOut, gaveUp, fetchStatus: status.fetchStatus, error: status.error });
  const isSplash = view === 'splash';
  const isUnreachable = view !== 'app' && view !== 'splash';
  const state = systemStateOf(status.data);
  // The static skeleton of index.html lies over the app until the page's layout mounts (which
  // removes it). A message of the gate's own (unreachable, maintenance, region block) must be
  // seen at once; otherwise it goes a few seconds after the status at the latest, so a slow route
  // chunk shows its own "loading slowly" message instead of an endless skeleton.
  useEffect(() => {
    if (isSplash) return;
    if (isUnreachable || state !== 0) return removeBootShell();
    const timer = setTimeout(removeBootShell, BOOT_SHELL_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [isSplash, isUnreachable, state]);
  if (isSplash) return <Splash />;
  if (isUnreachable) {
    // Offline on a first visit (paused, never fetched) or a platform that fails: say so, offer a retry.
    return (
      <PlatformUnreachable
        view={view}
        busy={status.fetchStatus === 'fetching'}
        onRetry={() => {
          allowRetryNow();
          void status.refetch();
        }}
      />
    );
  }
  if (state === 1 || (state === 2 && status.data)) {
    return (
      <PartBoundary fallback={<Splash />}>
        <Suspense fallback={<Splash />}>
          {state === 1 ? <MaintenancePage /> : status.data && <RegionBlockPage location={status.data.location} />}
        </Suspense>
      </PartBoundary>
    );
  }
  return <>{children}</>;
}

/** Whether the clock's deadline has passed (re-rendering once when it does); stops watching once `done`. */
function useDeadline(timeLeft: () => number, done: boolean): boolean {
  const [passed, setPassed] = useState(() => timeLeft() === 0);
  useEffect(() => {
    if (passed || done) return;
    const timer = setTimeout(() => setPassed(true), timeLeft());
    return () => clearTimeout(timer);
  }, [passed, done, timeLeft]);
  return passed;
}

function Splash() {
  const { t } = useLingui();
  return (
    <div className="boot-splash" role="status">
      <span className="spinner" aria-hidden="true" /> {t`Loading…`}
    </div>
  );
}

function PlatformUnreachable({ view, busy, onRetry }: { view: GateView; busy: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  const text: Partial<Record<GateView, { title: string; body: string }>> = {
    slow: {
      title: t`The site is slow to answer`,
      body: t`Still trying. This can take a few more seconds on a slow connection.`,
    },
    busy: {
      title: t`The site is busy right now`,
      body: t`Too many requests at the moment. Please try again shortly.`,
    },
    offline: { title: t`You are offline`, body: t`Connect to the internet, then try again.` },
  };
  const { title, body } = text[view] ?? {
    title: t`We cannot reach the site right now`,
    body: t`The service is not answering as expected. Check your connection, or try again in a moment.`,
  };
  return (
    <main className="boot-splash platform-unreachable" data-testid="platform-unreachable" data-reason={view}>
      <div role={view === 'slow' ? 'status' : 'alert'}>
        <h1>
          {view === 'slow' && <span className="spinner" aria-hidden="true" />} {title}
        </h1>
        <p>{body}</p>
      </div>
      {/* Never disabled: a hung request must not lock the person out of trying again. */}
      <button type="button" className="button button--primary" onClick={onRetry} aria-busy={busy}>
        {t`Try again`}
      </button>
    </main>
  );
}
