/** Every scheduled job of the platform; each slice adds its own here. */
import { sweepGameTokens } from '../domain/games/launch-tokens.ts';
import { sweepReceipts } from '../domain/wallet/withdrawal-rows.ts';
import type { Job } from './job-runner.ts';

export function platformJobs(): Job[] {
  return [
    // Paid withdrawals nobody confirmed within confirmMinutes count as received (contract §7).
    { name: 'receipts', everyMs: 60_000, run: (db, now) => sweepReceipts(db, now) },
    // Expired launch tokens and game sessions (contract §9).
    { name: 'game-tokens', everyMs: 10 * 60_000, run: (db, now) => sweepGameTokens(db, now) },
  ];
}
