/**
 * Agent centre → team management (downlineManagmentView): the downline tree one level at a time
 * (a trail back up), a search over the whole team, a member's details and the transfer to them.
 */
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import type { Downline } from '#contract/agent-schemas.ts';

import { agentQueries } from '@/api/agents/agent-queries';
import { useBalance } from '@/hooks/use-balance';
import { formatDateTime } from '@/lib/date-format';
import { Field } from '@/ui/field';
import { Pagination } from '@/ui/pagination';
import { QueryState } from '@/ui/query-state';
import { RecordList } from '@/ui/records/record-list';

import { DownlineTransferForm } from './downline-transfer-form';

export function DownlinePage() {
  const { t } = useLingui();
  const { format } = useBalance();
  const [trail, setTrail] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Downline | null>(null);
  const parent = trail.at(-1);
  const query = useQuery({
    ...agentQueries.downlines({ pageNo: page, ...(search ? { search } : parent ? { parent } : {}) }),
    placeholderData: keepPreviousData,
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const open = (username: string) => {
    setSearch('');
    setTyped('');
    setTrail((prev) => [...prev, username]);
    setPage(1);
  };
  const up = (depth: number) => {
    setTrail((prev) => prev.slice(0, depth));
    setPage(1);
  };

  return (
    <div className="agent-page" data-testid="downline-page">
      <form className="agent-search" role="search" onSubmit={onSearch}>
        <Field label={t`Search the team by username`} name="search" value={typed} onChange={setTyped} />
        <button type="submit" className="button button--ghost">{t`Search`}</button>
      </form>
      <nav className="agent-trail" aria-label={t`Downline levels`}>
        <button type="button" className="button button--link" onClick={() => up(0)}>{t`My direct downline`}</button>
        {trail.map((name, index) => (
          <span key={name}>
            {' '}
            ›{' '}
            <button type="button" className="button button--link" onClick={() => up(index + 1)}>
              {name}
            </button>
          </span>
        ))}
      </nav>
      <QueryState query={query} isEmpty={(data) => data.content.length === 0} emptyText={t`No members here.`}>
        {(data) => (
          <>
            <RecordList
              caption={t`Team members`}
              rows={data.content}
              rowKey={(row) => row.id}
              rowAttributes={(row) => ({ 'data-testid': `downline-${row.username}` })}
              columns={[
                { key: 'username', label: t`Username`, primary: true, cell: (row) => row.username },
                { key: 'type', label: t`Type`, cell: (row) => (row.type === 0 ? t`Player` : t`Agent`) },
                { key: 'level', label: t`Level`, cell: (row) => row.level },
                { key: 'balance', label: t`Balance`, align: 'number', cell: (row) => format(row.balance) },
                {
                  key: 'actions',
                  label: t`Actions`,
                  actions: true,
                  cell: (row) => (
                    <>
                      <button
                        type="button"
                        className="button button--link"
                        onClick={() => setSelected(row)}
                      >{t`Details`}</button>
                      {row.directCount > 0 && (
                        <button
                          type="button"
                          className="button button--link"
                          onClick={() => open(row.username)}
                        >{t`Downline (${row.directCount})`}</button>
                      )}
                    </>
                  ),
                },
              ]}
            />
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryState>
      {selected && (
        <section className="agent-detail" aria-label={t`Member details`} data-testid="downline-detail">
          <h3>{selected.username}</h3>
          <dl className="agent-stats">
            <div>
              <dt>{t`Nickname`}</dt>
              <dd>{selected.nickname ?? '—'}</dd>
            </div>
            <div>
              <dt>{t`Upline`}</dt>
              <dd>{selected.upline}</dd>
            </div>
            <div>
              <dt>{t`Balance`}</dt>
              <dd>{format(selected.balance)}</dd>
            </div>
            <div>
              <dt>{t`Registered`}</dt>
              <dd>{formatDateTime(selected.registeredAt)}</dd>
            </div>
            <div>
              <dt>{t`Last login`}</dt>
              <dd>{selected.lastLoginAt === null ? '—' : formatDateTime(selected.lastLoginAt)}</dd>
            </div>
          </dl>
          <DownlineTransferForm key={selected.username} username={selected.username} />
        </section>
      )}
    </div>
  );
}
