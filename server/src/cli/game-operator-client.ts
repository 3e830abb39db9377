/** The games half of the operator client: through the admin API or straight to the database. */
import type { Db } from '../db/database.ts';
import { gameOperatorActions as actions, type MaintenanceState } from '../domain/games/game-operator-actions.ts';
import type { AdminCall } from './wallet-operator-client.ts';

export interface GameOperatorClient {
  setMaintenance(target: string, code: string, on: boolean): Promise<MaintenanceState>;
}

export function httpGameClient(call: AdminCall): GameOperatorClient {
  return {
    setMaintenance: (target, code, on) =>
      call('PUT', `/admin/maintenance/${encodeURIComponent(target)}/${encodeURIComponent(code)}`, { maintenance: on }),
  };
}

export function directGameClient(db: Db): GameOperatorClient {
  return { setMaintenance: (target, code, on) => actions.setMaintenance(db, target, code, on) };
}
