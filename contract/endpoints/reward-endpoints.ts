/** Reward centre and bonus details (REWCEN3; our extension, docs/contract.md §15). */
import { endpoint } from '../endpoint.ts';
import { BonusPageSchema, BonusWageringSchema, RewardClaimSchema, RewardListSchema } from '../reward-schemas.ts';

export const rewardEndpoints = {
  list: endpoint({ method: 'GET', path: '/wps/member/rewards', token: 'required', response: RewardListSchema }),
  /** Money: Idempotency-Key, never retried. */
  claim: endpoint({
    method: 'POST',
    path: '/wps/member/rewards/:id/claim',
    token: 'required',
    response: RewardClaimSchema,
  }),
  bonuses: endpoint({ method: 'GET', path: '/wps/report/bonus', token: 'required', response: BonusPageSchema }),
  /** Our extension (issue 25): what is left to wager before a withdrawal. */
  wagering: endpoint({
    method: 'GET',
    path: '/wps/member/bonus/wagering',
    token: 'required',
    response: BonusWageringSchema,
  }),
};
