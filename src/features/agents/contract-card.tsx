/** One contract: parties, rate, conditions, period type, state and its history. */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import type { Contract } from '#contract/agent-schemas.ts';

import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';

import { PERIOD_LABEL, STATE_LABEL } from './contract-labels';

export function ContractCard({ contract, children }: { contract: Contract; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { format } = useBalance();
  return (
    <article
      className={`contract-card contract-card--${contract.state.toLowerCase()}`}
      data-testid="contract-card"
      data-state={contract.state}
      data-agent={contract.agent}
      aria-label={t`Contract ${contract.id}`}
    >
      <header>
        <strong>
          {contract.upline} <span className="dir-icon">→</span> {contract.agent}
        </strong>
        <span className="contract-card__state" data-testid="contract-state">
          {i18n._(STATE_LABEL[contract.state])}
        </span>
      </header>
      <dl className="agent-stats">
        <div>
          <dt>{t`Rate`}</dt>
          <dd data-testid="contract-rate">{contract.rate} %</dd>
        </div>
        <div>
          <dt>{t`Active members at least`}</dt>
          <dd>{contract.minActiveMembers}</dd>
        </div>
        <div>
          <dt>{t`Valid bets at least`}</dt>
          <dd>{format(contract.minValidBet)}</dd>
        </div>
        <div>
          <dt>{t`Period`}</dt>
          <dd>{i18n._(PERIOD_LABEL[contract.periodType])}</dd>
        </div>
      </dl>
      <details>
        <summary>{t`History`}</summary>
        <ol className="contract-card__history">
          {contract.history.map((event, index) => (
            <li key={index}>
              {formatDateTime(event.at)} · {i18n._(STATE_LABEL[event.state])}
              {event.by ? ` · ${event.by}` : ''}
              {event.note ? ` · ${event.note}` : ''}
            </li>
          ))}
        </ol>
      </details>
      {children && <div className="contract-card__actions">{children}</div>}
    </article>
  );
}
