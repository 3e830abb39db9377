/**
 * A contract kind's page (dividend, daily wage, hourly wage, real-time salary): offers waiting for
 * this agent's answer (accept after a confirmation that names the downline contracts it would
 * terminate, or reject), the contract in force (terminate), the history, offers to the agent's own
 * downline, and the settled periods.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Contract, ContractKind } from '#contract/agent-schemas.ts';

import { useContractAction } from '@/api/agents/agent-mutations';
import { agentQueries } from '@/api/agents/agent-queries';
import { FormError } from '@/ui/form-error';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';

import { ContractCard } from './contract-card';
import { KIND_LABEL } from './contract-labels';
import { ContractOfferForm, type OfferValues } from './contract-offer-form';
import { SettlementTable } from './settlement-table';

type Pending =
  { action: 'accept'; contract: Contract; terminates: Contract[] } | { action: 'terminate'; contract: Contract };

export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useLingui();
  const contracts = useQuery(agentQueries.contracts(kind));
  const [page, setPage] = useState(1);
  const records = useQuery({ ...agentQueries.settlements({ kind, pageNo: page }), placeholderData: keepPreviousData });
  const [pending, setPending] = useState<Pending | null>(null);
  const action = useContractAction(kind);
  const isBusy = action.isPending;
  const [done, setDone] = useState<string | null>(null);

  const askAccept = (contract: Contract) => {
    setDone(null);
    action.mutate(
      { action: 'preview', contractId: contract.id },
      { onSuccess: (preview) => setPending({ action: 'accept', contract, terminates: preview.terminated }) },
    );
  };
  const confirm = () => {
    if (!pending || isBusy) return;
    setDone(null);
    action.mutate(
      { action: pending.action, contractId: pending.contract.id },
      {
        onSettled: () => setPending(null),
        onSuccess: (result) => {
          if (pending.action === 'terminate') setDone(t`The contract was terminated.`);
          else
            setDone(
              result.terminated.length > 0
                ? t`Contract accepted. Terminated: ${result.terminated.map((c) => c.agent).join(', ')}.`
                : t`Contract accepted.`,
            );
        },
      },
    );
  };
  const reject = (contract: Contract) => {
    setDone(null);
    action.mutate(
      { action: 'reject', contractId: contract.id },
      { onSuccess: () => setDone(t`The offer was rejected.`) },
    );
  };
  const offer = (
    values: OfferValues,
    code: { authenticatorCode?: string },
    { onSent, onRefused }: { onSent: () => void; onRefused: (error: unknown) => void },
  ) => {
    setDone(null);
    action.mutate(
      {
        action: 'offer',
        username: values.username.trim(),
        rate: values.rate.trim(),
        minActiveMembers: Number(values.minActiveMembers),
        minValidBet: values.minValidBet.trim(),
        periodType: values.periodType,
        paymentPassword: values.paymentPassword,
        ...code,
      },
      {
        onSuccess: (result) => {
          setDone(
            result.contract.state === 'AWAITING_APPROVAL'
              ? t`The offer to ${result.contract.agent} is waiting for the operator's approval.`
              : t`Offer sent to ${result.contract.agent}.`,
          );
          onSent();
        },
        onError: onRefused,
      },
    );
  };

  const kindName = i18n._(KIND_LABEL[kind]);
  return (
    <div className="agent-page" data-testid={`contract-page-${kind}`}>
      {/* An offer's refusal shows in its form, under the field it concerns. */}
      <FormError error={action.variables?.action === 'offer' ? null : action.error} />
      {done && (
        <p className="form-success" role="status">
          {done}
        </p>
      )}
      {pending && (
        <div
          className="contract-confirm"
          role="alertdialog"
          aria-labelledby="contract-confirm-title"
          data-testid="contract-confirm"
        >
          <p id="contract-confirm-title">
            {pending.action === 'accept'
              ? t`Accept this ${kindName} contract at ${pending.contract.rate} %?`
              : t({
                  message: `Terminate this ${kindName} contract?`,
                  comment: 'kindName: the contract kind (Dividend, Salary…); terminate = end it for good, not cancel',
                })}
          </p>
          {pending.action === 'accept' && pending.terminates.length > 0 && (
            <div data-testid="contract-conflicts">
              <p>{t`Accepting terminates these downline contracts (their rate is above the new one):`}</p>
              <ul>
                {pending.terminates.map((c) => (
                  <li key={c.id} data-testid="conflict">
                    {c.agent} · {c.rate} %
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="contract-card__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={isBusy}
              onClick={confirm}
              data-testid="contract-confirm-yes"
            >{t`Confirm`}</button>
            <button type="button" className="button button--ghost" onClick={() => setPending(null)}>{t`Cancel`}</button>
          </div>
        </div>
      )}
      <QueryState query={contracts}>
        {(data) => {
          const offers = data.received.filter((c) => c.state === 'OFFERED');
          const current = data.received.find((c) => c.state === 'ACCEPTED');
          const past = data.received.filter((c) => c.state !== 'OFFERED' && c.state !== 'ACCEPTED');
          return (
            <>
              <section aria-labelledby={`offers-${kind}`}>
                <h3 id={`offers-${kind}`}>{t`Offers from your upline`}</h3>
                {offers.length === 0 ? (
                  <p className="empty-state">{t`No offers waiting.`}</p>
                ) : (
                  offers.map((c) => (
                    <ContractCard key={c.id} contract={c}>
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={isBusy}
                        onClick={() => askAccept(c)}
                        data-testid="contract-accept"
                      >{t`Accept`}</button>
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={isBusy}
                        onClick={() => reject(c)}
                        data-testid="contract-reject"
                      >{t`Reject`}</button>
                    </ContractCard>
                  ))
                )}
              </section>
              <section aria-labelledby={`current-${kind}`}>
                <h3 id={`current-${kind}`}>{t`Your contract`}</h3>
                {current ? (
                  <ContractCard contract={current}>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={isBusy}
                      onClick={() => setPending({ action: 'terminate', contract: current })}
                    >{t`Terminate`}</button>
                  </ContractCard>
                ) : (
                  <p className="empty-state">{t`No contract in force.`}</p>
                )}
                {past.length > 0 && (
                  <details>
                    <summary>{t`Earlier contracts (${past.length})`}</summary>
                    {past.map((c) => (
                      <ContractCard key={c.id} contract={c} />
                    ))}
                  </details>
                )}
              </section>
              <section aria-labelledby={`downline-${kind}`}>
                <h3 id={`downline-${kind}`}>{t`Contracts with your downline`}</h3>
                <ContractOfferForm
                  kind={kind}
                  maxRate={data.maxRate}
                  approvalAbove={data.approvalAbove}
                  isBusy={isBusy}
                  onOffer={offer}
                />
                {data.offered.map((c) => (
                  <ContractCard key={c.id} contract={c}>
                    {c.state === 'ACCEPTED' && (
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={isBusy}
                        onClick={() => setPending({ action: 'terminate', contract: c })}
                      >{t`Terminate`}</button>
                    )}
                  </ContractCard>
                ))}
              </section>
            </>
          );
        }}
      </QueryState>
      <section aria-labelledby={`records-${kind}`}>
        <h3 id={`records-${kind}`}>{t`Records`}</h3>
        <QueryState query={records}>
          {(data) => (
            <>
              <SettlementTable
                data={data}
                caption={t({
                  message: `${kindName} records`,
                  comment: 'kindName: the contract kind (Dividend, Salary…)',
                })}
              />
              <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
