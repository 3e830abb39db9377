/**
 * The operator's labels on an account (spec §3): the admin label (`clubLabel`) and the member
 * label badges (`memberLabel[]`). In the member dropdown each badge stays on one line, truncated
 * with the full name in its title; in "My account" a long label wraps. Nothing when there are none.
 */
import { useLingui } from '@lingui/react/macro';

import '@/styles/member-labels.css';

interface MemberLabelsProps {
  adminLabel: string | null | undefined;
  memberLabels: readonly string[] | undefined;
  fit: 'truncate' | 'wrap';
}

export function MemberLabels({ adminLabel, memberLabels = [], fit }: MemberLabelsProps) {
  const { t } = useLingui();
  if (!adminLabel && memberLabels.length === 0) return null;
  return (
    <ul className={`member-labels member-labels--${fit}`} aria-label={t`Labels`}>
      {adminLabel && (
        <li
          className="badge member-labels__item member-labels__item--admin"
          title={adminLabel}
          data-testid="admin-label"
        >
          <span className="visually-hidden">{t`Admin label:`} </span>
          {adminLabel}
        </li>
      )}
      {memberLabels.map((label) => (
        <li key={label} className="badge member-labels__item" title={label} data-testid="member-label">
          {label}
        </li>
      ))}
    </ul>
  );
}
