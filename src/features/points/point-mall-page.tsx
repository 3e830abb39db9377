/**
 * /pointMall (no side menu): the member's points (they never expire), the rewards, redeem history,
 * points details and conversion to balance. Guests are asked to log in; trial accounts are told a
 * real account is needed (the platform refuses them anyway). With PTSYS3 off the operator has no
 * points system: the page says so instead of asking for data the platform refuses.
 */
import '@/styles/engagement.css';

import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';

import { pointQueries } from '@/api/points/point-queries';
import { useAuthModal } from '@/hooks/use-auth-modal';
import { useScreenOn } from '@/hooks/use-platform-data';
import { intlLocale } from '@/i18n/supported-locales';
import { isTrialSession, sessionState } from '@/stores/session-store';
import { Tabs } from '@/ui/tabs';

import { ConvertPointsForm } from './convert-points-form';
import { PointDetails } from './point-details';
import type { PointMallTab } from './point-mall-search';
import { RedemptionHistory } from './redemption-history';
import { RewardList } from './reward-list';

function MemberPointMall() {
  const { t, i18n } = useLingui();
  const { tab } = useSearch({ from: '/_plain/pointMall' });
  const navigate = useNavigate({ from: '/pointMall' });
  const balance = useQuery(pointQueries.balance());
  const pointBalance = balance.data?.balance ?? 0;
  const select = (next: PointMallTab) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true });
  const tabs = [
    { id: 'rewards', label: t`Rewards` },
    { id: 'history', label: t`Redeem history` },
    { id: 'details', label: t`Points details` },
    { id: 'convert', label: t`Convert points` },
  ] as const;
  return (
    <>
      <div className="point-balance" data-testid="point-balance">
        <span>{t`My points`}</span>
        <strong data-testid="point-balance-value">
          {balance.data ? new Intl.NumberFormat(intlLocale(i18n.locale)).format(pointBalance) : '…'}
        </strong>
        <small>{t`Points never expire.`}</small>
      </div>
      <Tabs label={t`Points mall`} tabs={tabs} selected={tab} onSelect={select} idPrefix="point-mall" />
      <div
        id="point-mall-panel"
        role="tabpanel"
        aria-labelledby={`point-mall-tab-${tab}`}
        className="point-mall__panel"
      >
        {tab === 'rewards' && <RewardList pointBalance={pointBalance} onRedeemed={() => select('history')} />}
        {tab === 'history' && <RedemptionHistory />}
        {tab === 'details' && <PointDetails />}
        {tab === 'convert' && <ConvertPointsForm pointBalance={pointBalance} />}
      </div>
    </>
  );
}

export function PointMallPage() {
  const { t } = useLingui();
  const { token, info } = useSnapshot(sessionState);
  const { open } = useAuthModal();
  // PTSYS3 (`src/lib/screen-switches.ts`); until the status arrived nothing counts as off.
  const isOff = !useScreenOn('pointMall');
  return (
    <section className="page point-mall">
      <h1>{t`Points mall`}</h1>
      {isOff ? (
        <p className="empty-state" data-testid="points-off">{t`The points mall is not available.`}</p>
      ) : token === null ? (
        <div className="empty-state">
          <p>{t`Log in to see your points and redeem rewards.`}</p>
          <button type="button" className="button button--primary" onClick={() => open('login')}>{t`Log in`}</button>
        </div>
      ) : isTrialSession(info) ? (
        <p className="empty-state">{t`This is a trial account. Register a real account to use this feature.`}</p>
      ) : (
        <MemberPointMall />
      )}
    </section>
  );
}
