/**
 * Personal centre → Invite friends: the member's referral links (create, list with QR code and
 * copy, delete) and who registered through them.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { REFERRAL_LIMITS } from '#contract/content-schemas.ts';

import { useReferralLinkAction } from '@/api/content/content-mutations';
import { referralQueries } from '@/api/content/content-queries';
import { formatDateTime } from '@/lib/date-format';
import { CopyButton } from '@/ui/copy-button';
import { Field } from '@/ui/field';
import { textFields } from '@/ui/form/form-rules';
import { useForm } from '@/ui/form/use-form';
import { Pagination } from '@/ui/pagination';
import { QrImage } from '@/ui/qr-image';
import { QueryState } from '@/ui/query-state';
import { RecordList } from '@/ui/records/record-list';

import { referralUrl } from './referral-url';

import '@/styles/content.css';

import { FormError } from '@/ui/form-error';

const LINK_QR_SIZE = 120;

export function ReferralPage() {
  const { t } = useLingui();
  const links = useQuery(referralQueries.links());
  const [recordsPage, setRecordsPage] = useState(1);
  const records = useQuery(referralQueries.records(recordsPage));
  const action = useReferralLinkAction();
  const isBusy = action.isPending;

  const schema = textFields(['name'], (typed) => {
    const trimmed = typed.name.trim();
    if (!trimmed) return { name: t`Enter a name for the link.` };
    if (trimmed.length > REFERRAL_LIMITS.nameLength)
      return {
        name: plural(REFERRAL_LIMITS.nameLength, { one: 'At most # character.', other: 'At most # characters.' }),
      };
    return {};
  });
  const form = useForm({
    schema,
    initial: { name: '' },
    isPending: isBusy,
    onSubmit: (typed) => action.mutate({ create: typed.name.trim() }, { onSuccess: form.reset, onError: form.fail }),
  });

  return (
    <section className="content-page referral-page" data-testid="referral-page">
      <p className="content-note">{t`Share a link: friends who register through it appear in your referral records.`}</p>
      <form className="referral-form" onSubmit={form.onSubmit} noValidate>
        <Field
          label={t`Link name`}
          {...form.field('name')}
          maxLength={REFERRAL_LIMITS.nameLength}
          placeholder={t`e.g. Facebook group`}
        />
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {t`Create link`}
        </button>
      </form>
      {/* A new link's refusal is the form's (under the name, or here); a deletion's is said here too. */}
      <FormError error={action.variables && 'create' in action.variables ? form.formError : action.error} />

      <h3>{t`My referral links`}</h3>
      <QueryState query={links} isEmpty={(d) => d.length === 0} emptyText={t`You have no referral links yet.`}>
        {(items) => (
          <ul className="referral-links">
            {items.map((link) => {
              const url = referralUrl(link.code);
              return (
                <li key={link.id} data-testid="referral-link" data-code={link.code}>
                  <QrImage text={url} size={LINK_QR_SIZE} label={t`QR code: ${link.name}`} />
                  <div className="referral-links__body">
                    <strong>{link.name}</strong>
                    <span className="referral-links__url" data-testid="referral-url">
                      {url}
                    </span>
                    <span className="content-note">
                      {t`Code ${link.code} · created ${formatDateTime(link.createdAt)} · ${link.registrations} registered`}
                    </span>
                    <div className="content-actions">
                      <CopyButton text={url} label={t`Copy the link ${link.name}`} />
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={isBusy}
                        onClick={() => action.mutate({ remove: link.id })}
                        data-testid="delete-link"
                      >
                        {t`Delete`}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>

      <h3>{t`Referral records`}</h3>
      <QueryState
        query={records}
        isEmpty={(d) => d.content.length === 0}
        emptyText={t`No one has registered through your links yet.`}
      >
        {(data) => (
          <>
            <RecordList
              caption={t`Referral records`}
              testId="referral-records"
              rows={data.content}
              rowKey={(record) => record.id}
              columns={[
                { key: 'member', label: t`Member`, primary: true, cell: (record) => record.username },
                { key: 'link', label: t`Link`, cell: (record) => `${record.linkName} (${record.code})` },
                { key: 'registered', label: t`Registered`, cell: (record) => formatDateTime(record.registeredAt) },
              ]}
            />
            <Pagination page={recordsPage} totalPages={data.totalPages} onChange={setRecordsPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
