/**
 * Operator actions on points (admin API and CLI): adjust a member's points (ADJUST; how support
 * grants goodwill points, and how the e2e tests give a member points without games), list
 * redemptions and approve or reject them.
 */
import type { Db } from '../../db/database.ts';
import { findMemberByUsername } from '../accounts/member-repository.ts';
import { OperatorError } from '../operator-error.ts';
import { Refusal } from '../refusal.ts';
import { addPointEntry, lockMemberPoints, pointBalanceOf } from './point-ledger.ts';
import { decideRedemption, operatorRedemptions, type OperatorRedemption } from './point-mall.ts';

const STATES = ['PROCESS', 'APPROVED', 'REJECTED'];

async function asOperator<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal)
      throw new OperatorError(
        error.errorCode === 'no.data' ? 'not.found' : 'invalid',
        `${error.errorCode}: ${error.message}`,
      );
    throw error;
  }
}

export interface PointAdjustment {
  username: string;
  points: number;
  balance: number;
}

export const pointOperatorActions = {
  async adjustPoints(
    db: Db,
    username: string,
    pointsText: string,
    remark = '',
    now = new Date(),
  ): Promise<PointAdjustment> {
    if (!/^-?\d{1,9}$/.test(pointsText.trim()) || Number(pointsText) === 0)
      throw new OperatorError('invalid', `not a non-zero whole number of points: ${pointsText}`);
    const member = await findMemberByUsername(db, username);
    if (!member) throw new OperatorError('not.found', `no account ${username}`);
    const points = BigInt(pointsText.trim());
    return asOperator(() =>
      db.transaction(async (tx) => {
        await lockMemberPoints(tx, member.id);
        await addPointEntry(tx, member.id, now, { kind: 'ADJUST', points, remark: remark || 'Operator adjustment' });
        return {
          username: member.username,
          points: Number(points),
          balance: Number(await pointBalanceOf(tx, member.id)),
        };
      }),
    );
  },

  listRedemptions(db: Db, state?: string): Promise<OperatorRedemption[]> {
    const upper = state?.trim().toUpperCase();
    if (upper && !STATES.includes(upper))
      throw new OperatorError('invalid', `state must be one of ${STATES.join(', ')}`);
    return operatorRedemptions(db, upper || undefined);
  },

  decideRedemption(
    db: Db,
    id: number,
    decision: 'approve' | 'reject',
    now = new Date(),
    remark = '',
  ): Promise<OperatorRedemption> {
    return asOperator(() => decideRedemption(db, id, decision === 'approve' ? 'APPROVED' : 'REJECTED', now, remark));
  },
};
