/** The engagement half of the operator client (points): through the admin API or straight to the database. */
import type { Db } from '../db/database.ts';
import { pointOperatorActions as actions, type PointAdjustment } from '../domain/points/point-operator-actions.ts';
import type { OperatorRedemption } from '../domain/points/point-mall.ts';
import type { AdminCall } from './wallet-operator-client.ts';

export type RedemptionDecision = 'approve' | 'reject';

export interface EngagementOperatorClient {
  adjustPoints(username: string, points: string, remark?: string): Promise<PointAdjustment>;
  listRedemptions(state?: string): Promise<OperatorRedemption[]>;
  decideRedemption(id: number, decision: RedemptionDecision, remark?: string): Promise<OperatorRedemption>;
}

export function httpEngagementClient(call: AdminCall): EngagementOperatorClient {
  return {
    adjustPoints: (username, points, remark) => call('POST', '/admin/points/adjust', { username, points, ...(remark ? { remark } : {}) }),
    listRedemptions: (state) => call('GET', `/admin/points/redemptions${state ? `?state=${encodeURIComponent(state)}` : ''}`),
    decideRedemption: (id, decision, remark) => call('POST', `/admin/points/redemptions/${id}/${decision}`, remark ? { remark } : undefined),
  };
}

export function directEngagementClient(db: Db): EngagementOperatorClient {
  return {
    adjustPoints: (username, points, remark) => actions.adjustPoints(db, username, points, remark),
    listRedemptions: (state) => actions.listRedemptions(db, state),
    decideRedemption: (id, decision, remark) => actions.decideRedemption(db, id, decision, new Date(), remark),
  };
}
