/** Operator actions on games (docs/platform.md): maintenance of one game or of a whole vendor. */
import type { Db } from '../../db/database.ts';
import { OperatorError } from '../operator-error.ts';
import { setGameMaintenance, setVendorMaintenance } from './game-list.ts';

export type MaintenanceTarget = 'game' | 'vendor';

export interface MaintenanceState {
  target: MaintenanceTarget;
  code: string;
  maintenance: boolean;
}

export const gameOperatorActions = {
  /** Puts a game (by game code) or a vendor (every lane) under maintenance, or back. */
  async setMaintenance(db: Db, target: string, code: string, on: boolean): Promise<MaintenanceState> {
    const upper = code.trim().toUpperCase();
    if (target !== 'game' && target !== 'vendor') throw new OperatorError('invalid', 'target must be game or vendor');
    if (!upper) throw new OperatorError('invalid', `a ${target} code is required`);
    const found =
      target === 'game' ? await setGameMaintenance(db, upper, on) : await setVendorMaintenance(db, upper, on);
    if (!found) throw new OperatorError('not.found', `no ${target} ${upper}`);
    return { target, code: upper, maintenance: on };
  },
};
