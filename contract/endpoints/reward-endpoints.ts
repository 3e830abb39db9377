/** Reward centre and bonus details (REWCEN3; our extension, docs/contract.md §15). */
import * as v from 'valibot';

import { endpoint } from '../endpoint.ts';
import { idParams, NoInput, PageQuery, PeriodQuery, QueryText } from '../request-schemas.ts';
import { BonusPageSchema, BonusWageringSchema, RewardClaimSchema, RewardListSchema } from '../reward-schemas.ts';

export const rewardEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/wps/member/rewards',
    extension: true,
    token: 'required',
    request: NoInput,
    response: RewardListSchema,
  }),
  /** Money: Idempotency-Key, never retried. */
  claim: endpoint({
    method: 'POST',
    path: '/wps/member/rewards/:id/claim',
    extension: true,
    token: 'required',
    request: NoInput,
    params: idParams('a reward id'),
    response: RewardClaimSchema,
  }),
  /** The bonus lines: one type (or all) in the period. */
  bonuses: endpoint({
    method: 'GET',
    path: '/wps/report/bonus',
    extension: true,
    token: 'required',
    request: v.object({ type: QueryText, ...PeriodQuery, ...PageQuery }),
    response: BonusPageSchema,
  }),
  /** Our extension: what is left to wager before a withdrawal. */
  wagering: endpoint({
    method: 'GET',
    path: '/wps/member/bonus/wagering',
    extension: true,
    token: 'required',
    request: NoInput,
    response: BonusWageringSchema,
  }),
};
