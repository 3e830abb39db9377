/** The spec's activity statuses with translated labels, and a member's status in one promotion. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import type { ActivityStatus, Promotion, PromotionClaim } from '#contract/promotion-schemas.ts';

export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, MessageDescriptor> = {
  APPLYING: msg`Applying`,
  CLOSE: msg`Closed`,
  REJECTED: msg`Rejected`,
  ISSUED: msg`Issued`,
  CLAIMED: msg`Claimed`,
  PROCESS: msg`In process`,
  JOINED: msg`Joined`,
  COMING_SOON: msg`Coming soon`,
};

/** The member's status, else the promotion's phase (null: open and not taken part yet). */
export function activityStatus(promotion: Promotion, claim: PromotionClaim | undefined): ActivityStatus | null {
  if (claim) return claim.status;
  return promotion.phase === 'OPEN' ? null : promotion.phase;
}

export function ActivityStatusTag({ status }: { status: ActivityStatus | null }) {
  const { i18n } = useLingui();
  if (status === null) return null;
  return (
    <span
      className={`status-tag status-tag--${status.toLowerCase().replace('_', '-')}`}
      data-testid="activity-status"
      data-status={status}
    >
      {i18n._(ACTIVITY_STATUS_LABELS[status])}
    </span>
  );
}
