/**
 * /lottery: launches the lottery (launchMode LOTT) and frames the betting page with the same rules
 * as /game: sandboxed without allow-same-origin, URL through safeUrl with the launch CDNs, no
 * referrer, an offline message, and the open game recorded so an update never reloads under it.
 * The page reports tickets and settlements with `{type:'tala:round'}`; the balance is refetched.
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';

import { errorCodeOf } from '@/api/error-code';
import { launchQueries } from '@/api/games/launch-queries';
import { walletQueries } from '@/api/wallet/wallet-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useOnlineStatus } from '@/hooks/use-online-status';
import type { LotterySearch } from '@/lib/lottery-start';
import { safeUrl } from '@/lib/safe-url';
import { setGameOpen } from '@/stores/activity-store';
import { lotteryNavState, toggleLotteryNav } from '@/stores/lottery-nav-store';
import { getRuntimeConfig } from '@/stores/runtime-config-store';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { BarBalance } from '@/ui/bar-balance';

import { lotteryLaunchParams } from './lottery-launch-params';
import { useLotteryContext } from './use-lottery-context';

import '@/styles/lottery.css';

/** Where a launch URL may point: the launch CDNs and the API origins ("" = this origin). */
function launchOrigins(): string[] {
  const config = getRuntimeConfig();
  return [
    ...config.launchCdns,
    ...config.apiBaseUrls.map((base) => base || window.location.origin),
    window.location.origin,
  ];
}

/** `/lottery` (with the spec's lower-nav toggle) and `/seamless` (the same framed lottery, no toggle). */
export function LotteryFramePage({ showNavToggle = true }: { showNavToggle?: boolean }) {
  const { t } = useLingui();
  const search: LotterySearch = useSearch({ strict: false });
  const { token, info } = useSnapshot(sessionState);
  const { hidden } = useSnapshot(lotteryNavState);
  const online = useOnlineStatus();
  const context = useLotteryContext();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const launchParams = lotteryLaunchParams(search, { ...context, backUrl: `${window.location.origin}/elott` });
  // A trial session bets trial credit: the free-play wallet (contract §5.3).
  const params = isTrialSession(info) ? { ...launchParams, accountType: 0 as const } : launchParams;
  // A launch token is single use: one launch per visit, never refetched in the background (`launchQueries`).
  const launch = useQuery({ ...launchQueries.lottery(params, token), enabled: token !== null && online });
  const url = safeUrl(launch.data?.content.game_url, launchOrigins());
  // A platform that keeps the lottery from trial accounts: the spec's real-account warning.
  const { open } = useAuthModal();
  const isTrialRefused = errorCodeOf(launch.error) === 'in_need_true_account';
  useEffect(() => {
    if (isTrialRefused) open('trial', { replace: true });
  }, [isTrialRefused, open]);

  useEffect(() => {
    if (!url) return undefined;
    setGameOpen(true);
    return () => setGameOpen(false);
  }, [url]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data;
      if (data && typeof data === 'object' && 'type' in data && data.type === 'tala:round') {
        void queryClient.invalidateQueries({ queryKey: walletQueries.all() });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  return (
    <section className="lottery-frame-page">
      {/* The frame is the page; the heading names it for screen readers and the document outline. */}
      <h1 className="visually-hidden">{t`Lottery`}</h1>
      <div className="lottery-frame-page__bar">
        <Link to="/elott" className="button button--ghost lottery-frame-page__back">
          <span className="dir-icon" aria-hidden="true">
            ←
          </span>{' '}
          <span className="game-page__back-label">{t`Back to the lottery lobby`}</span>
        </Link>
        <BarBalance />
        {showNavToggle && (
          <button type="button" className="lottery-nav-toggle" aria-pressed={hidden} onClick={toggleLotteryNav}>
            {hidden ? t`Show menu` : t`Hide menu`}
          </button>
        )}
      </div>
      {!token && (
        <p>
          {t`Log in to play the lottery.`} <Link to="." search={{ modal: 'login' }}>{t`Log in`}</Link>
        </p>
      )}
      {!online && <p role="alert">{t`You are offline. The lottery opens again when the connection is back.`}</p>}
      {launch.isError && <p role="alert">{t`The lottery could not be opened. Please try again later.`}</p>}
      {launch.data && !url && <p role="alert">{t`The lottery address is not allowed.`}</p>}
      {url && (
        <iframe
          ref={frame}
          className="lottery-frame"
          title={t`Lottery`}
          src={url}
          sandbox="allow-scripts allow-forms"
          referrerPolicy="no-referrer"
          allow="fullscreen"
        />
      )}
    </section>
  );
}
