/** Names of contract kinds, states and period types. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ContractKind, ContractState, PeriodType } from '#contract/agent-schemas.ts';

export const KIND_LABEL: Record<ContractKind, MessageDescriptor> = {
  DIVIDEND: msg`Dividend`,
  DAILY_WAGE: msg`Daily wage`,
  HOURLY_WAGE: msg`Hourly wage`,
  REALTIME_SALARY: msg`Real-time salary`,
};

export const STATE_LABEL: Record<ContractState, MessageDescriptor> = {
  AWAITING_APPROVAL: msg`Waiting for the operator's approval`,
  OFFERED: msg`Offered`,
  ACCEPTED: msg`In force`,
  REJECTED: msg`Rejected`,
  TERMINATED: msg`Terminated`,
};

export const PERIOD_LABEL: Record<PeriodType, MessageDescriptor> = {
  D: msg`Daily`,
  W: msg`Weekly`,
  H: msg`Hourly`,
  M: msg`Monthly`,
};
