/** Translated labels of redemption states and points movements. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { PointEntry, Redemption } from '#contract/point-schemas.ts';

export const REDEEM_STATE_LABELS: Record<Redemption['state'], MessageDescriptor> = {
  PROCESS: msg`In process`,
  REJECTED: msg`Rejected`,
  APPROVED: msg`Approved`,
};

export const POINT_KIND_LABELS: Record<PointEntry['kind'], MessageDescriptor> = {
  EARN: msg`Earned from valid bets`,
  REDEEM: msg`Redeemed`,
  REDEEM_RETURN: msg`Returned (redemption rejected)`,
  CONVERT: msg`Converted to balance`,
  ADJUST: msg`Adjusted by customer service`,
};
