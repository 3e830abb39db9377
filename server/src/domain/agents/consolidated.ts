/**
 * `/wps/member/info/funds/consolidated`: the contract state per kind and the switches of the
 * agent menus. A kind's pages show for an agent when its module is on and the agent has a
 * contract of that kind (in any state), gives one to its downline, or is a top agent (no upline)
 * who may offer them.
 */
import { CONTRACT_KINDS, type Consolidated, type ContractKind } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import type { Member } from '../accounts/member-repository.ts';
import { isModuleOn } from '../accounts/module-flags.ts';
import { isAgentType } from './agent-tree.ts';
import { KIND_MODULE } from './contract-rows.ts';

export async function consolidated(db: Db, member: Member): Promise<Consolidated> {
  const rows = await db.query<{ kind: ContractKind; state: string; mine: boolean }>(
    'SELECT DISTINCT kind, state, agent_id = $1 AS mine FROM agent_contracts WHERE agent_id = $1 OR upline_id = $1',
    [member.id],
  );
  const req = {} as Record<ContractKind, number>;
  const info = {} as Record<ContractKind, number>;
  for (const kind of CONTRACT_KINDS) {
    const mine = rows.filter((row) => row.kind === kind && row.mine);
    req[kind] = mine.some((row) => row.state === 'ACCEPTED') ? 2 : mine.some((row) => row.state === 'OFFERED') ? 1 : 0;
    const involved = rows.some((row) => row.kind === kind) || member.uplineId === null;
    info[kind] = isAgentType(member.type) && involved && (await isModuleOn(db, KIND_MODULE[kind])) ? 1 : 0;
  }
  return {
    divtypereq: req.DIVIDEND,
    dailysalreqtype: req.DAILY_WAGE,
    contracthoursalreq: req.HOURLY_WAGE,
    realtimesalreqtype: req.REALTIME_SALARY,
    divtypeinfo: info.DIVIDEND,
    dailysalinfotype: info.DAILY_WAGE,
    contracthoursalinfo: info.HOURLY_WAGE,
    contractmrdailysalinfotype: info.REALTIME_SALARY,
    enableCt: info.DIVIDEND === 1,
    salary: info.DAILY_WAGE === 1,
    hourSalary: info.HOURLY_WAGE === 1,
    realTimeSalary: info.REALTIME_SALARY === 1,
  };
}
