/** Every scheduled job of the platform; each slice adds its own here. */
import { sweepAttemptCounters } from '../domain/accounts/attempt-counters.ts';
import { settleContracts } from '../domain/agents/settlement.ts';
import { sweepGameTokens } from '../domain/games/launch-tokens.ts';
import { runLottery } from '../domain/lottery/lottery-job.ts';
import { earnPointsForAll } from '../domain/points/point-ledger.ts';
import { sweepReceipts } from '../domain/wallet/withdrawal-rows.ts';
import type { Job } from './job-runner.ts';

export function platformJobs(): Job[] {
  return [
    // Paid withdrawals nobody confirmed within confirmMinutes count as received (contract §7).
    { name: 'receipts', everyMs: 60_000, run: (db, now) => sweepReceipts(db, now) },
    // Lottery: draw what is due, settle its tickets, keep the next draws scheduled (contract §11).
    { name: 'lottery', everyMs: 1_000, run: (db, now) => runLottery(db, now) },
    // Agent contracts (docs/agents.md): each settles every ended period once, whenever it runs.
    { name: 'realtime-salary', everyMs: 5 * 60_000, run: (db, now) => settleContracts(db, now, ['REALTIME_SALARY']) },
    { name: 'hourly-wage', everyMs: 60 * 60_000, run: (db, now) => settleContracts(db, now, ['HOURLY_WAGE']) },
    {
      name: 'daily-wage-dividend',
      everyMs: 60 * 60_000,
      run: (db, now) => settleContracts(db, now, ['DAILY_WAGE', 'DIVIDEND']),
    },
    // Points from valid bets (contract §13); earning is recomputed from the bets, so reruns add nothing.
    { name: 'points', everyMs: 60_000, run: (db, now) => earnPointsForAll(db, now) },
    // Expired launch tokens and game sessions (contract §9).
    { name: 'game-tokens', everyMs: 10 * 60_000, run: (db, now) => sweepGameTokens(db, now) },
    // Attempt counters that can no longer refuse anything (one row per session and address otherwise stays).
    { name: 'attempt-counters', everyMs: 60 * 60_000, run: (db, now) => sweepAttemptCounters(db, now) },
  ];
}
