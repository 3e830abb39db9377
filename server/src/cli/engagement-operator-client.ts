/** The engagement half of the operator client (points): through the admin API or straight to the database. */
import type { Db } from '../db/database.ts';
import { pointOperatorActions as actions, type PointAdjustment } from '../domain/points/point-operator-actions.ts';
import type { OperatorRedemption } from '../domain/points/point-mall.ts';
import { promotionOperatorActions as promos } from '../domain/promotions/promotion-operator-actions.ts';
import type { OperatorApplication } from '../domain/promotions/promotions.ts';
import type { AdminCall } from './wallet-operator-client.ts';

export type RedemptionDecision = 'approve' | 'reject';

export interface EngagementOperatorClient {
  adjustPoints(username: string, points: string, remark?: string): Promise<PointAdjustment>;
  listRedemptions(state?: string): Promise<OperatorRedemption[]>;
  decideRedemption(id: number, decision: RedemptionDecision, remark?: string): Promise<OperatorRedemption>;
  listApplications(state?: string): Promise<OperatorApplication[]>;
  reviewApplication(id: number, decision: RedemptionDecision, remark?: string): Promise<OperatorApplication>;
}

export function httpEngagementClient(call: AdminCall): EngagementOperatorClient {
  return {
    adjustPoints: (username, points, remark) => call('POST', '/admin/points/adjust', { username, points, ...(remark ? { remark } : {}) }),
    listRedemptions: (state) => call('GET', `/admin/points/redemptions${state ? `?state=${encodeURIComponent(state)}` : ''}`),
    decideRedemption: (id, decision, remark) => call('POST', `/admin/points/redemptions/${id}/${decision}`, remark ? { remark } : undefined),
    listApplications: (state) => call('GET', `/admin/promotions/applications${state ? `?state=${encodeURIComponent(state)}` : ''}`),
    reviewApplication: (id, decision, remark) => call('POST', `/admin/promotions/applications/${id}/${decision}`, remark ? { remark } : undefined),
  };
}

export function directEngagementClient(db: Db): EngagementOperatorClient {
  return {
    adjustPoints: (username, points, remark) => actions.adjustPoints(db, username, points, remark),
    listRedemptions: (state) => actions.listRedemptions(db, state),
    decideRedemption: (id, decision, remark) => actions.decideRedemption(db, id, decision, new Date(), remark),
    listApplications: (state) => promos.listApplications(db, state),
    reviewApplication: (id, decision, remark) => promos.reviewApplication(db, id, decision, new Date(), remark),
  };
}
