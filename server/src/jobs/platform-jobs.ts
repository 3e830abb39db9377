/** Every scheduled job of the platform; each slice adds its own here. */
import { earnPointsForAll } from '../domain/points/point-ledger.ts';
import { sweepReceipts } from '../domain/wallet/withdrawal-rows.ts';
import type { Job } from './job-runner.ts';

export function platformJobs(): Job[] {
  return [
    // Paid withdrawals nobody confirmed within confirmMinutes count as received (contract §7).
    { name: 'receipts', everyMs: 60_000, run: (db, now) => sweepReceipts(db, now) },
    // Points from valid bets (contract §13); earning is recomputed from the bets, so reruns add nothing.
    { name: 'points', everyMs: 60_000, run: (db, now) => earnPointsForAll(db, now) },
  ];
}
