/** Reading `agent_contracts` with their history, and the rate and kind conventions shared by offers and settlement. */
import type { Contract, ContractKind, ContractState, PeriodType } from '#contract/agent-schemas.ts';

import type { Db } from '../../db/database.ts';
import { badParam } from '../refusal.ts';
import { formatMoney, minorFromDb } from '../wallet/money.ts';

/** The whitelabel module that switches each kind on (contract §6.1). */
export const KIND_MODULE: Record<ContractKind, string> = {
  DIVIDEND: 'SIGNCONDIV3',
  DAILY_WAGE: 'DAILYSALCONT3',
  HOURLY_WAGE: 'HOURSAL3',
  REALTIME_SALARY: 'RTSALARY3',
};

/** Wages have a fixed period type; a dividend's is chosen in the offer (D, W or M). */
export const FIXED_PERIOD: Partial<Record<ContractKind, PeriodType>> = {
  DAILY_WAGE: 'D',
  HOURLY_WAGE: 'H',
  REALTIME_SALARY: 'H',
};

/** "1.25" → 125 basis points; 0 or over 100 % → request.param.err. */
export function rateFromText(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  const bp = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!(bp > 0 && bp <= 10_000)) return badParam('rate', 'is invalid: a percentage above 0 and at most 100');
  return bp;
}

/** 125 → "1.25". */
export const rateText = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

export interface ContractRow {
  id: number;
  kind: ContractKind;
  upline_id: number;
  agent_id: number;
  upline: string;
  agent: string;
  rate_bp: number;
  min_active_members: number;
  min_valid_bet: string;
  period_type: PeriodType;
  state: ContractState;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
}

export const CONTRACT_SELECT = `SELECT c.id, c.kind, c.upline_id, c.agent_id, u.username AS upline, a.username AS agent, c.rate_bp,
  c.min_active_members, c.min_valid_bet::text AS min_valid_bet, c.period_type, c.state, c.created_at, c.accepted_at, c.ended_at
  FROM agent_contracts c JOIN members u ON u.id = c.upline_id JOIN members a ON a.id = c.agent_id`;

/** Contract rows with their history, in the order of `rows`. */
export async function toContracts(db: Db, rows: readonly ContractRow[]): Promise<Contract[]> {
  if (rows.length === 0) return [];
  const events = await db.query<{
    contract_id: number;
    state: ContractState;
    at: Date;
    by: string | null;
    note: string | null;
  }>(
    `SELECT e.contract_id, e.state, e.at, m.username AS by, e.note FROM agent_contract_events e LEFT JOIN members m ON m.id = e.by_member_id
     WHERE e.contract_id = ANY($1::int[]) ORDER BY e.id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    upline: row.upline,
    agent: row.agent,
    rate: rateText(row.rate_bp),
    minActiveMembers: row.min_active_members,
    minValidBet: formatMoney(minorFromDb(row.min_valid_bet)),
    periodType: row.period_type,
    state: row.state,
    createdAt: row.created_at.getTime(),
    history: events
      .filter((e) => e.contract_id === row.id)
      .map((e) => ({ state: e.state, at: e.at.getTime(), by: e.by, note: e.note })),
  }));
}

export async function contractRows(db: Db, where: string, params: unknown[]): Promise<ContractRow[]> {
  return db.query<ContractRow>(`${CONTRACT_SELECT} WHERE ${where}`, params);
}

/** Appends a history event. */
export async function addEvent(
  db: Db,
  contractId: number,
  state: ContractState,
  byMemberId: number | null,
  note: string | null,
  at: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO agent_contract_events (contract_id, state, by_member_id, note, at) VALUES ($1, $2, $3, $4, $5)',
    [contractId, state, byMemberId, note, at],
  );
}
