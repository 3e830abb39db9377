/** Operator actions on promotions (admin API and CLI): list applications, approve or reject them. */
import type { Db } from '../../db/database.ts';
import { OperatorError } from '../operator-error.ts';
import { Refusal } from '../refusal.ts';
import { operatorApplications, reviewApplication, type OperatorApplication } from './promotions.ts';

const STATES = ['APPLYING', 'REJECTED', 'ISSUED', 'CLAIMED'];

export const promotionOperatorActions = {
  listApplications(db: Db, state?: string): Promise<OperatorApplication[]> {
    const upper = state?.trim().toUpperCase();
    if (upper && !STATES.includes(upper))
      throw new OperatorError('invalid', `state must be one of ${STATES.join(', ')}`);
    return operatorApplications(db, upper || undefined);
  },

  async reviewApplication(
    db: Db,
    id: number,
    decision: 'approve' | 'reject',
    now = new Date(),
    remark = '',
  ): Promise<OperatorApplication> {
    try {
      return await reviewApplication(db, id, decision === 'approve' ? 'ISSUED' : 'REJECTED', now, remark);
    } catch (error) {
      if (error instanceof Refusal)
        throw new OperatorError(
          error.errorCode === 'no.data' ? 'not.found' : 'invalid',
          `${error.errorCode}: ${error.message}`,
        );
      throw error;
    }
  },
};
