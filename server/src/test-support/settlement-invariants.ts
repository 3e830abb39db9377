/**
 * Test helper: the money rules of contract settlement, checked on what the platform recorded (issue
 * 25). For one agent and kind, from its settlement rows, its contracts, its team's bets and the
 * ledger, it lists every broken rule as a sentence (an empty list = all hold) and returns the
 * stretches of time the agent was paid for, merged where they follow each other.
 *   - no two periods overlap (no bet, loss or valid bet counted twice, whatever the contracts);
 *   - each period's figures are exactly the team's bets settled in it (deposits, withdrawals and
 *     transfers never count: nothing is paid on money that was not lost);
 *   - each period lies inside its contract's coverage: after its start, and for an ended contract
 *     before the end (nothing is paid for time after a termination);
 *   - wages: each amount ≤ valid bet × rate; dividends: at every payment, the total paid so far ≤
 *     the highest rate × the team's net loss over all periods so far (a win must be lost back);
 *   - the ledger moved exactly the recorded amounts, one transaction per paid period.
 */
import type { ContractKind } from '#contract/agent-schemas.ts';

import type { Db } from '../db/database.ts';
import type { Member } from '../domain/accounts/member-repository.ts';
import { teamIds } from '../domain/agents/agent-tree.ts';

export interface Stretch {
  start: Date;
  end: Date;
}

interface Row {
  contract_id: number;
  period_start: Date;
  period_end: Date;
  valid_bet: string;
  profit: string;
  rate_bp: number;
  amount: string;
  transaction_id: number | null;
}

interface ContractSpan {
  id: number;
  agent_id: number;
  starts_at: Date | null;
  accepted_at: Date;
  ended_at: Date | null;
}

const iso = (at: Date) => at.toISOString();

/** The broken rules (empty when all hold) and the merged stretches paid for. */
export async function checkSettlements(
  db: Db,
  agent: Member,
  kind: ContractKind,
): Promise<{ broken: string[]; stretches: Stretch[]; paid: bigint }> {
  const rows = await db.query<Row>(
    `SELECT contract_id, period_start, period_end, valid_bet::text AS valid_bet, profit::text AS profit, rate_bp, amount::text AS amount,
       transaction_id FROM agent_settlements WHERE agent_id = $1 AND kind = $2 ORDER BY period_start, id`,
    [agent.id, kind],
  );
  const contracts = new Map(
    (
      await db.query<ContractSpan>(
        'SELECT id, agent_id, starts_at, accepted_at, ended_at FROM agent_contracts WHERE agent_id = $1 AND kind = $2',
        [agent.id, kind],
      )
    ).map((c) => [c.id, c]),
  );
  const bets = await db.query<{ at: Date; valid: string; profit: string }>(
    `SELECT settled_at AS at, valid_stake::text AS valid, (win - stake)::text AS profit FROM bets
     WHERE member_id = ANY($1::int[]) AND state = 'SETTLED'`,
    [await teamIds(db, agent.id)],
  );
  const broken: string[] = [];
  const stretches: Stretch[] = [];
  let paid = 0n;
  let net = 0n;
  let maxRate = 0;
  for (const [i, row] of rows.entries()) {
    const where = `contract ${row.contract_id} [${iso(row.period_start)}, ${iso(row.period_end)})`;
    const previous = rows[i - 1];
    if (previous && row.period_start < previous.period_end)
      broken.push(`${where} overlaps contract ${previous.contract_id}'s period ending ${iso(previous.period_end)}`);
    const inside = bets.filter((bet) => bet.at >= row.period_start && bet.at < row.period_end);
    const valid = inside.reduce((sum, bet) => sum + BigInt(bet.valid), 0n);
    const profit = inside.reduce((sum, bet) => sum + BigInt(bet.profit), 0n);
    if (BigInt(row.valid_bet) !== valid || BigInt(row.profit) !== profit)
      broken.push(`${where} counted ${row.valid_bet}/${row.profit}, the team's bets say ${valid}/${profit}`);
    const contract = contracts.get(row.contract_id);
    if (!contract) broken.push(`${where} belongs to another agent's contract`);
    else {
      if (contract.starts_at && row.period_start < contract.starts_at)
        broken.push(`${where} starts before the contract's coverage (${iso(contract.starts_at)})`);
      if (contract.ended_at && row.period_end > contract.ended_at)
        broken.push(`${where} ends after the contract ended (${iso(contract.ended_at)})`);
    }
    const amount = BigInt(row.amount);
    paid += amount;
    net += profit;
    maxRate = Math.max(maxRate, row.rate_bp);
    if (kind !== 'DIVIDEND' && amount > (valid * BigInt(row.rate_bp)) / 10_000n)
      broken.push(`${where} paid ${amount} on a valid bet of ${valid} at ${row.rate_bp} bp`);
    if (kind === 'DIVIDEND' && amount > 0n && paid > ((net < 0n ? -net : 0n) * BigInt(maxRate)) / 10_000n)
      broken.push(`${where}: ${paid} paid so far on a net team result of ${net}`);
    const last = stretches.at(-1);
    if (last && last.end.getTime() === row.period_start.getTime()) last.end = row.period_end;
    else stretches.push({ start: row.period_start, end: row.period_end });
  }
  broken.push(...(await ledgerMismatches(db, agent, kind, rows)));
  return { broken, stretches, paid };
}

/** The ledger's SALARY / DIVIDEND credits to the agent against the paid rows. */
async function ledgerMismatches(db: Db, agent: Member, kind: ContractKind, rows: readonly Row[]): Promise<string[]> {
  const credits = await db.query<{ id: number; amount: string }>(
    `SELECT t.id, SUM(e.amount)::text AS amount FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
     JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = $1
     WHERE t.type = $2 AND t.member_id = $1 GROUP BY t.id ORDER BY t.id`,
    [agent.id, kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY'],
  );
  // Wages of every kind post SALARY: only this kind's transactions are compared.
  const linked = new Map(rows.filter((row) => row.transaction_id !== null).map((row) => [row.transaction_id, row]));
  const broken: string[] = [];
  if (linked.size !== rows.filter((row) => row.transaction_id !== null).length)
    broken.push('two paid periods share one ledger transaction');
  for (const row of rows)
    if (BigInt(row.amount) > 0n !== (row.transaction_id !== null))
      broken.push(`period ${iso(row.period_start)} paid ${row.amount} with transaction ${row.transaction_id}`);
  for (const [id, row] of linked) {
    const credit = credits.find((c) => c.id === id);
    if (!credit || credit.amount !== row.amount)
      broken.push(`transaction ${id} credited ${credit?.amount ?? 'nothing'} for ${row.amount}`);
  }
  if (kind === 'DIVIDEND' && credits.length !== linked.size)
    broken.push(`${credits.length} dividend transactions for ${linked.size} paid periods`);
  return broken;
}
